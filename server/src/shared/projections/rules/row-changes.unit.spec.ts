// One rule, two renderings: the SQL a batch's changes become (one statement per table, kind and
// set of columns, however many events; repeated rows in the events' order) and the rows the fold
// makes of the same changes, with SQL's meaning.
import type { Tx } from '../../event-store/event-store.types';
import { applyChange, rowsOfState, startState } from './changes-fold';
import { netChanges, writeChanges } from './changes-sql';
import { insertRow, RowChange, RuleTable, updateRow, upsertRow } from './row-changes';

const TABLES: Record<string, RuleTable> = {
  wallets: { table: 'wallets', key: ['user_id'], columns: { user_id: 'uuid', balance: 'bigint', held: 'bigint', at: 'text' }, defaults: { balance: 0, held: 0 } },
  orders: { table: 'orders', key: ['id'], columns: { id: 'uuid', amount: 'bigint', status: 'text', note: 'text' } },
};
const LIVE = { wallets: 'wallets', orders: 'orders' };
const A = 'aaaaaaaa-0000-0000-0000-000000000001';
const B = 'bbbbbbbb-0000-0000-0000-000000000002';

async function sqlOfChanges(changes: RowChange[]): Promise<{ text: string; params: unknown[][] }[]> {
  const calls: { text: string; params: unknown[][] }[] = [];
  const tx = { query: async (text: string, params: unknown[][]) => { calls.push({ text, params }); return []; } } as unknown as Tx;
  await writeChanges(tx, TABLES, LIVE, changes);
  return calls;
}

function folded(changes: RowChange[]) {
  const state = startState(TABLES);
  for (const change of changes) applyChange(TABLES, state, change);
  const rows = rowsOfState(state);
  return Object.fromEntries(Object.entries(rows).map(([t, r]) => [t, [...r]]));
}

describe('row changes', () => {
  it('writes a thousand events of one shape as one statement, each row once with its sums', async () => {
    const changes: RowChange[] = [];
    for (let i = 0; i < 1000; i += 1) changes.push(upsertRow('wallets', { user_id: i % 2 ? A : B.toUpperCase() }, { add: { balance: 10, held: i % 2 }, set: { at: `t${i}` } }));
    const calls = await sqlOfChanges(changes);
    expect(calls).toHaveLength(1);
    expect(calls[0].text).toMatch(/^WITH x AS \(SELECT \* FROM unnest\(\$1::uuid\[\], \$2::text\[\], \$3::bigint\[\], \$4::bigint\[\]\)/);
    expect(calls[0].params).toEqual([[B.toUpperCase(), A], ['t998', 't999'], [5000, 5000], [0, 500]]);
    expect(folded(changes).wallets).toEqual([
      { user_id: B.toUpperCase(), balance: 5000, held: 0, at: 't998' },
      { user_id: A, balance: 5000, held: 500, at: 't999' },
    ]);
  });

  it('folds an insert and the updates of its row into one INSERT of the final row', async () => {
    const changes = [
      insertRow('orders', { id: A, amount: 100, status: 'open' }),
      updateRow('orders', { id: A }, { set: { status: 'paid' }, add: { amount: 5 } }),
      insertRow('orders', { id: B, amount: 7, status: 'open' }),
    ];
    const calls = await sqlOfChanges(changes);
    expect(calls).toEqual([{ text: 'INSERT INTO "orders" ("amount", "id", "status") SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[])', params: [[105, 7], [A, B], ['paid', 'open']] }]);
    expect(folded(changes).orders).toEqual([{ id: A, amount: 105, status: 'paid', note: null }, { id: B, amount: 7, status: 'open', note: null }]);
  });

  it('keeps the order where a change cannot join the one before: an upsert after an update, an insert after anything', () => {
    const rounds = netChanges(TABLES, [
      updateRow('wallets', { user_id: A }, { add: { balance: 1 } }),
      upsertRow('wallets', { user_id: A }, { add: { balance: 2 } }),
      updateRow('wallets', { user_id: A }, { add: { balance: 3 } }),
      upsertRow('wallets', { user_id: B }, { add: { balance: 4 } }),
    ]);
    expect(rounds.map((r) => r.map((n) => [n.kind, n.key.user_id, n.add.balance]))).toEqual([[['update', A, 1], ['upsert', B, 4]], [['upsert', A, 5]]]);
  });

  it('renders one UPDATE per set of columns, and an update of a missing row changes nothing in the fold', async () => {
    const changes = [
      updateRow('orders', { id: A }, { set: { status: 'paid' } }),
      updateRow('orders', { id: B }, { set: { status: 'failed', note: 'x' } }),
    ];
    const calls = await sqlOfChanges(changes);
    expect(calls.map((c) => c.text)).toEqual([
      'UPDATE "orders" t SET "status" = x."status" FROM unnest($1::uuid[], $2::text[]) AS x("id", "status") WHERE t."id" = x."id"',
      'UPDATE "orders" t SET "note" = x."note", "status" = x."status" FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x("id", "note", "status") WHERE t."id" = x."id"',
    ]);
    expect(folded(changes).orders).toEqual([]);
  });

  it('starts an upserted row from the defaults, its added columns from 0', () => {
    expect(folded([upsertRow('wallets', { user_id: A }, { add: { held: 3 } })]).wallets).toEqual([{ user_id: A, balance: 0, held: 3, at: null }]);
  });

  it('refuses a second insert of one key in the fold, as the primary key refuses it in SQL', () => {
    expect(() => folded([insertRow('orders', { id: A, amount: 1, status: 'open' }), insertRow('orders', { id: A.toUpperCase(), amount: 1, status: 'open' })])).toThrow(/second row/);
  });
});
