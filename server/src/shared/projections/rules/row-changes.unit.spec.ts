// One rule, two renderings: the SQL a batch's changes become (one statement per table, kind and
// set of columns, however many events; repeated rows in the events' order) and the rows the fold
// makes of the same changes, with SQL's meaning.
import type { StoredEvent, Tx } from '../../event-store/event-store.types';
import { applyEvent, foldEvent, rowsOfState, startState } from './changes-fold';
import { netChanges, writeChanges } from './changes-sql';
import { insertMissingRow, insertRow, RowChange, RuleTable, updateRow, upsertRow } from './row-changes';

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

/** The changes as the fold applies them: each one event's. */
function foldOf(tables: Record<string, RuleTable>, changes: RowChange[]) {
  const state = startState(tables, (event: StoredEvent) => [changes[event.globalPosition]]);
  changes.forEach((_, i) => foldEvent(state, { globalPosition: i } as StoredEvent));
  return rowsOfState(state);
}

function folded(changes: RowChange[]) {
  const rows = foldOf(TABLES, changes);
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

  it('changes the row a rule read in the fold, and renders the same SQL as a change by key alone', async () => {
    const state = startState(TABLES, (event: StoredEvent, read) => {
      if (event.globalPosition === 0) return [insertRow('orders', { id: A, amount: 5, status: 'open' })];
      const row = read.row('orders', { id: A.toUpperCase() })!;
      return [updateRow('orders', { id: row.id }, { add: { amount: 2 }, read: row })];
    });
    foldEvent(state, { globalPosition: 0 } as StoredEvent);
    foldEvent(state, { globalPosition: 1 } as StoredEvent);
    expect([...rowsOfState(state).orders]).toEqual([{ id: A, amount: 7, status: 'open', note: null }]);
    const read = { id: A, amount: 7, status: 'open', note: null };
    expect(await sqlOfChanges([updateRow('orders', { id: A }, { add: { amount: 2 }, read })])).toEqual(await sqlOfChanges([updateRow('orders', { id: A }, { add: { amount: 2 } })]));
  });

  it('refuses a change naming a row read under another key', () => {
    const other = { id: B, amount: 1, status: 'open', note: null };
    expect(() => folded([insertRow('orders', { id: A, amount: 1, status: 'open' }), updateRow('orders', { id: A }, { add: { amount: 1 }, read: other })])).toThrow(/read under another key/);
  });
});

describe('running totals', () => {
  const LEDGER: Record<string, RuleTable> = {
    lines: {
      table: 'lines', key: ['id'], columns: { id: 'text', user_id: 'uuid', pos: 'bigint', amount: 'bigint', balance_after: 'bigint' },
      running: { by: ['user_id'], order: ['pos'], columns: ['balance_after'] },
    },
  };
  const line = (id: string, user: string, pos: number, amount: number) => insertRow('lines', { id, user_id: user, pos, amount }, { balance_after: amount });
  const changes = [line('1', A, 1, 100), line('2', B, 2, 50), line('3', A.toUpperCase(), 3, -30), line('4', A, 4, 5)];

  it('reads each group\'s last total once, then writes every line with its total in one INSERT', async () => {
    const calls: { text: string; params: unknown[][] }[] = [];
    const tx = {
      query: async (text: string, params: unknown[][]) => {
        calls.push({ text, params });
        return text.startsWith('SELECT') ? [{ user_id: A, balance_after: '1000' }] : [];
      },
    } as unknown as Tx;
    await writeChanges(tx, LEDGER, { lines: 'lines' }, changes);
    expect(calls).toHaveLength(2);
    expect(calls[0].text).toMatch(/ORDER BY w\."pos" DESC LIMIT 1/);
    expect(calls[0].params).toEqual([[A, B]]);
    expect(calls[1].params).toEqual([[100, 50, -30, 5], [1100, 50, 1070, 1075], ['1', '2', '3', '4'], [1, 2, 3, 4], [A, B, A.toUpperCase(), A]]);
  });

  it('gives the fold the same totals from an empty table', () => {
    expect([...foldOf(LEDGER, changes).lines].map((r) => r.balance_after)).toEqual([100, 50, 70, 75]);
    const lines = { lines: { ...LEDGER.lines, insertOnly: true } };
    expect([...foldOf(lines, changes.map((c) => ({ ...c, row: { ...(c as { row: object }).row } }))).lines].map((r) => [r.id, r.balance_after])).toEqual([['1', 100], ['2', 50], ['3', 70], ['4', 75]]);
  });

  it('inserts a row only while its key is absent, and changes a guarded row only while its guard holds', async () => {
    const changes = [
      insertMissingRow('orders', { id: A, amount: 1, status: 'skipped' }),
      insertMissingRow('orders', { id: A.toUpperCase(), amount: 2, status: 'skipped' }),
      upsertRow('orders', { id: A }, { set: { amount: 3, status: 'placed' }, when: { status: 'skipped' } }),
      updateRow('orders', { id: A }, { set: { note: 'late' }, when: { note: null } }),
      updateRow('orders', { id: A }, { set: { note: 'later' }, when: { note: null } }),
      upsertRow('orders', { id: B }, { set: { amount: 4, status: 'placed' }, when: { status: 'skipped' }, orFail: 'placed twice' }),
    ];
    expect(folded(changes).orders).toEqual([
      { id: A, amount: 3, status: 'placed', note: 'late' },
      { id: B, amount: 4, status: 'placed', note: null },
    ]);
    // Guarded changes never merge: one round each for A's five, their guards as parameters.
    expect(netChanges(TABLES, changes).map((round) => round.length)).toEqual([2, 1, 1, 1, 1]);
    const calls = await sqlOfChanges(changes.slice(0, 1));
    expect(calls[0].text).toMatch(/ON CONFLICT DO NOTHING$/);
    const guarded = await sqlOfChanges([changes[3]]);
    expect(guarded[0].text).toContain('IS NOT DISTINCT FROM $3::text');
    expect(guarded[0].params[2]).toBeNull();
  });

  it('fails a change that must write a row when its guard refuses it, in the fold and in SQL', async () => {
    const placed = upsertRow('orders', { id: A }, { set: { status: 'placed' }, when: { status: 'skipped' }, orFail: 'placed twice' });
    expect(() => folded([insertRow('orders', { id: A, amount: 1, status: 'placed' }), placed])).toThrow('placed twice');
    await expect(sqlOfChanges([placed])).rejects.toThrow('placed twice');
    expect(netChanges(TABLES, [updateRow('orders', { id: A }, { set: { note: 'x' } }), updateRow('orders', { id: A }, { set: { note: 'y' } })])).toHaveLength(1);
  });
});

describe('counted rows', () => {
  // Distinct members per group: a membership counts while its live column is above 0.
  const COUNTED: Record<string, RuleTable> = {
    groups: { table: 'groups', key: ['id'], columns: { id: 'uuid', name: 'text', members: 'integer', total: 'bigint' }, defaults: { members: 0, total: 0 } },
    members: {
      table: 'members', key: ['group_id', 'user_id'], columns: { group_id: 'uuid', user_id: 'uuid', live: 'integer' }, defaults: { live: 0 },
      countedIn: { into: 'groups', key: { id: 'group_id' }, column: 'members', live: 'live' },
    },
  };
  const U = 'cccccccc-0000-0000-0000-000000000003';
  const join = (user: string, delta: number) => (delta > 0 ? upsertRow : updateRow)('members', { group_id: A, user_id: user }, { add: { live: delta } });
  const changes = [
    insertRow('groups', { id: A, name: 'a' }),
    join(B, 1), join(B, 1), join(U, 1), // B twice counts once
    join(B, -1), // B still has one
    join(U, -1), // U leaves: back to B alone
    updateRow('groups', { id: A }, { add: { total: 5 } }),
  ];

  it('keeps the count in the fold as rows cross 0, whatever each event knew', () => {
    const rows = foldOf(COUNTED, changes);
    expect([...rows.groups]).toEqual([{ id: A, name: 'a', members: 1, total: 5 }]);
    expect([...rows.members].map((m) => [m.user_id, m.live])).toEqual([[B, 1], [U, 0]]);
    // One event at a time: the count follows each crossing.
    const counts = [3, 4, 5, 6].map((n) => [...foldOf(COUNTED, changes.slice(0, n)).groups][0].members);
    expect(counts).toEqual([1, 2, 2, 1]);
  });

  it('writes the counted rows first and the counts with the counting row\'s own change', async () => {
    const calls: { text: string; params: unknown[][] }[] = [];
    const tx = {
      query: async (text: string, params: unknown[][]) => {
        calls.push({ text, params });
        // What PostgreSQL answers for the counted statement: the group's net crossings.
        return text.includes('was AS') ? [{ id: A, delta: 2 }] : [];
      },
    } as unknown as Tx;
    await writeChanges(tx, COUNTED, { groups: 'groups', members: 'members' }, changes.slice(0, 4));
    expect(calls).toHaveLength(2);
    expect(calls[0].text).toMatch(/^WITH x AS \(SELECT \* FROM unnest\(\$1::uuid\[\], \$2::uuid\[\], \$3::integer\[\]\)/);
    expect(calls[0].text).toContain('UNION ALL SELECT * FROM inserted');
    expect(calls[0].params).toEqual([[A, A], [B, U], [2, 1]]);
    // The count rides on the group's own insert: no statement of its own.
    expect(calls[1]).toEqual({ text: 'INSERT INTO "groups" ("id", "members", "name") SELECT * FROM unnest($1::uuid[], $2::integer[], $3::text[])', params: [[A], [2], ['a']] });
  });

  it('writes a count whose row has no change of its own after the last round', async () => {
    const calls: string[] = [];
    const tx = { query: async (text: string) => { calls.push(text); return text.includes('was AS') ? [{ id: A, delta: -1 }] : []; } } as unknown as Tx;
    await writeChanges(tx, COUNTED, { groups: 'groups', members: 'members' }, [join(U, -1)]);
    expect(calls).toHaveLength(2);
    expect(calls[0]).not.toContain('inserted');
    expect(calls[1]).toBe('UPDATE "groups" t SET "members" = t."members" + x."members" FROM unnest($1::uuid[], $2::integer[]) AS x("id", "members") WHERE t."id" = x."id"');
  });

  it('refuses a guarded change or an insert of a counted row', () => {
    expect(() => foldOf(COUNTED, [insertRow('members', { group_id: A, user_id: B, live: 1 })])).toThrow(/unguarded/);
    expect(() => foldOf(COUNTED, [upsertRow('members', { group_id: A, user_id: B }, { add: { live: 1 }, when: { live: 0 } })])).toThrow(/unguarded/);
  });
});

describe('reads served by the row store', () => {
  // Investor rows keyed investor first, nested loan first (as investor_repayments): a read of a
  // loan's rows, or of one installment's, walks the store's first levels; no index is kept for it.
  const NESTED: Record<string, RuleTable> = {
    shares: {
      table: 'shares', key: ['user_id', 'product_id', 'seq'], nestBy: ['product_id', 'seq', 'user_id'],
      columns: { user_id: 'uuid', product_id: 'uuid', seq: 'integer', amount: 'bigint' }, indexes: [['product_id']],
    },
  };
  const P = 'cccccccc-0000-0000-0000-000000000003';
  const Q = 'dddddddd-0000-0000-0000-000000000004';
  const rows: RowChange[] = [];
  for (const product of [P, Q]) for (const seq of [2, 1]) for (const user of [B, A]) rows.push(insertRow('shares', { user_id: user, product_id: product, seq, amount: seq * 10 }));

  function stateOf() {
    const state = startState(NESTED, (event: StoredEvent) => [rows[event.globalPosition]]);
    rows.forEach((_, i) => applyEvent(state, { globalPosition: i } as StoredEvent));
    return state;
  }

  it('answers a loan\'s rows and an installment\'s rows in key order, from its nesting', () => {
    const state = stateOf();
    expect(state.indexes.get('shares')).toEqual([]);
    const keyOf = (r: Record<string, unknown>) => `${String(r.user_id).slice(0, 1)}${r.seq}`;
    expect(state.reader.rows({ table: 'shares', where: { product_id: P } }).map(keyOf)).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(state.reader.rows({ table: 'shares', where: { product_id: Q.toUpperCase(), seq: 2 } }).map(keyOf)).toEqual(['a2', 'b2']);
    expect(state.reader.rows({ table: 'shares', where: { product_id: P, seq: 3 } })).toEqual([]);
    expect(state.reader.row('shares', { user_id: A, product_id: Q, seq: 1 })).toMatchObject({ amount: 10 });
    // The whole key and more: the store's first levels, the rest compared row by row.
    expect(state.reader.rows({ table: 'shares', where: { product_id: P, seq: 2, user_id: B, amount: 20 } }).map(keyOf)).toEqual(['b2']);
  });

  it('refuses a nesting that is not the key\'s columns', () => {
    const wrong = { shares: { ...NESTED.shares, nestBy: ['product_id', 'seq'] } };
    expect(() => startState(wrong, () => [])).toThrow(/nestBy names the key's columns/);
  });
});

describe('reads served by an index', () => {
  // Holdings keyed by their own id, read by investor and product (as investment_returns).
  const HELD: Record<string, RuleTable> = {
    held: { table: 'held', key: ['id'], columns: { id: 'uuid', user_id: 'uuid', product_id: 'uuid', amount: 'bigint' }, indexes: [['user_id', 'product_id']] },
  };
  const P = 'cccccccc-0000-0000-0000-000000000003';
  const ids = ['eeeeeeee-0000-0000-0000-000000000005', 'dddddddd-0000-0000-0000-000000000004', 'ffffffff-0000-0000-0000-000000000006'];

  it('answers an index group in key order, read, changed and read again', () => {
    const changes: RowChange[] = [
      ...ids.map((id, i) => insertRow('held', { id, user_id: A, product_id: P, amount: i + 1 })),
      insertRow('held', { id: B, user_id: A, product_id: P, amount: 9 }),
      { kind: 'delete', table: 'held', key: { id: ids[0] } },
    ];
    const state = startState(HELD, (event: StoredEvent) => [changes[event.globalPosition]]);
    const read = () => state.reader.rows({ table: 'held', where: { user_id: A.toUpperCase(), product_id: P } }).map((r) => r.amount);
    changes.slice(0, 4).forEach((_, i) => applyEvent(state, { globalPosition: i } as StoredEvent));
    expect(read()).toEqual([9, 2, 1, 3]);
    applyEvent(state, { globalPosition: 4 } as StoredEvent);
    expect(read()).toEqual([9, 2, 3]);
  });

  it('keeps a group unsorted until read when a row leaves it before any read', () => {
    const changes: RowChange[] = [
      insertRow('held', { id: ids[0], user_id: A, product_id: P, amount: 1 }),
      insertRow('held', { id: ids[1], user_id: A, product_id: P, amount: 2 }),
      insertRow('held', { id: B, user_id: A, product_id: P, amount: 3 }),
      { kind: 'delete', table: 'held', key: { id: ids[0] } },
    ];
    const state = startState(HELD, (event: StoredEvent) => [changes[event.globalPosition]]);
    changes.forEach((_, i) => applyEvent(state, { globalPosition: i } as StoredEvent));
    expect(state.reader.rows({ table: 'held', where: { user_id: A, product_id: P } }).map((r) => r.amount)).toEqual([3, 2]);
  });
});
