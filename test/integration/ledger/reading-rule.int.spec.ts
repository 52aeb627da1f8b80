// A reading rule (row-changes.ts RuleReader), rendered twice: as SQL batches on real tables — the
// batch's declared reads loaded first, the rule run event by event against them, the changes
// written set-based — and as the fold. A credit split over an owner's lots reads them, lots moved
// to another owner are deleted and made again, and a version keeps its greatest position though
// positions come out of order. Whatever the batches' cut, the tables equal the fold to the row;
// a read the rule did not declare fails the batch.
import { inTransaction } from '../../../server/src/shared/database/transaction';
import type { StoredEvent } from '../../../server/src/shared/event-store/event-store.types';
import { largestRemainder } from '../../../server/src/shared/loan-maths';
import { deleteRow, insertRow, RowChange, RuleReader, RuleTable, updateRow, upsertRow } from '../../../server/src/shared/projections/rules/row-changes';
import { ruleProjection } from '../../../server/src/shared/projections/rules/rule-projection';
import { startTestApp, TestApp } from '../../support/test-app';

type ProbeEvent =
  | { type: 'LotOpened'; data: { lotId: string; owner: string; product: string; principal: number } }
  | { type: 'Credited'; data: { owner: string; product: string; amount: number } }
  | { type: 'LotsMoved'; data: { from: string; to: string; product: string } };

const TABLES: Record<string, RuleTable> = {
  lots: {
    table: 'probe_lots', key: ['lot_id'], indexes: [['owner', 'product']],
    columns: { lot_id: 'text', owner: 'uuid', product: 'uuid', principal: 'bigint', received: 'bigint', opened_on: 'date' }, defaults: { received: 0 },
  },
  versions: { table: 'probe_versions', key: ['owner'], columns: { owner: 'uuid', last_position: 'bigint' } },
};

const lotsOf = (read: RuleReader, owner: string, product: string) => read.rows({ table: 'lots', where: { owner, product } });

function rule(event: StoredEvent<ProbeEvent>, read: RuleReader): RowChange[] {
  const touched = (owner: string) => upsertRow('versions', { owner }, { max: { last_position: event.globalPosition } });
  if (event.type === 'LotOpened') {
    const d = event.data;
    return [insertRow('lots', { lot_id: d.lotId, owner: d.owner, product: d.product, principal: d.principal, opened_on: '2026-11-27' }), touched(d.owner)];
  }
  if (event.type === 'Credited') {
    const lots = lotsOf(read, event.data.owner, event.data.product);
    if (lots.length === 0) return [];
    // Pro rata by principal, the largest remainder in key order: the split depends on the rows read.
    const shares = largestRemainder(event.data.amount, lots.map((l) => l.principal as number));
    return [...lots.map((l, i) => updateRow('lots', { lot_id: l.lot_id }, { add: { received: shares[i] } })), touched(event.data.owner)];
  }
  const { from, to, product } = event.data;
  return [
    ...lotsOf(read, from, product).flatMap((l) => [
      deleteRow('lots', { lot_id: l.lot_id }),
      insertRow('lots', { ...l, lot_id: `${l.lot_id}>${event.globalPosition}`, owner: to }),
    ]),
    touched(from), touched(to),
  ];
}

const reads = (event: StoredEvent<ProbeEvent>) =>
  event.type === 'Credited' ? [{ table: 'lots', where: { owner: event.data.owner, product: event.data.product } }]
    : event.type === 'LotsMoved' ? [{ table: 'lots', where: { owner: event.data.from, product: event.data.product } }] : [];

const projection = ruleProjection<ProbeEvent>({ name: 'probe', handles: ['LotOpened', 'Credited', 'LotsMoved'], tables: TABLES, rule, reads });

/** A seeded log: lots opened, credited, moved between three owners on two products, positions a little out of order. */
function log(seed: number): StoredEvent<ProbeEvent>[] {
  let x = seed;
  const next = (n: number) => ((x = (x * 16807) % 2147483647), x % n);
  const owners = ['aaaaaaaa-0000-4000-8000-000000000001', 'BBBBBBBB-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000003'];
  const products = ['dddddddd-0000-4000-8000-000000000004', 'eeeeeeee-0000-4000-8000-000000000005'];
  const events: ProbeEvent[] = [];
  for (let i = 0; i < 300; i += 1) {
    const owner = owners[next(3)];
    const product = products[next(2)];
    const kind = next(10);
    if (kind < 4) events.push({ type: 'LotOpened', data: { lotId: `lot-${i}`, owner, product, principal: 1 + next(100_000) } });
    else if (kind < 9) events.push({ type: 'Credited', data: { owner, product, amount: next(50_000) } });
    else events.push({ type: 'LotsMoved', data: { from: owner, to: owners[(owners.indexOf(owner) + 1) % 3], product } });
  }
  // Positions as commits give them: mostly rising, now and then one that committed late.
  return events.map((e, i) => ({ ...e, globalPosition: 10 * i + (i % 7 === 3 ? -15 : 0), streamId: `probe-${i}` }) as unknown as StoredEvent<ProbeEvent>);
}

function folded(events: StoredEvent<ProbeEvent>[]) {
  const fold = projection.fold!;
  const state = fold.start();
  for (const event of events) fold.apply(state, event);
  const rows = fold.rows(state);
  return { lots: [...rows.lots].sort((a, b) => String(a.lot_id).localeCompare(String(b.lot_id))), versions: [...rows.versions].map((v) => ({ ...v, owner: String(v.owner).toLowerCase() })) };
}

describe('a reading rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.dataSource.query(`DROP TABLE IF EXISTS probe_lots, probe_versions`);
    await t.dataSource.query(`CREATE TABLE probe_lots (lot_id text PRIMARY KEY, owner uuid NOT NULL, product uuid NOT NULL, principal bigint NOT NULL,
      received bigint NOT NULL DEFAULT 0, opened_on date NOT NULL)`);
    await t.dataSource.query(`CREATE INDEX ON probe_lots (owner, product)`);
    await t.dataSource.query(`CREATE TABLE probe_versions (owner uuid PRIMARY KEY, last_position bigint NOT NULL)`);
  });

  async function written(events: StoredEvent<ProbeEvent>[], batch: number) {
    for (let i = 0; i < events.length; i += batch) {
      await inTransaction(t.dataSource, (tx) => projection.applyBatch!(tx, events.slice(i, i + batch), { lots: 'probe_lots', versions: 'probe_versions' }));
    }
    return {
      lots: await t.dataSource.query(`SELECT lot_id, owner::text, product::text, principal::float8 AS principal, received::float8 AS received, to_char(opened_on, 'YYYY-MM-DD') AS opened_on FROM probe_lots ORDER BY lot_id COLLATE "C"`),
      versions: await t.dataSource.query(`SELECT owner::text, last_position::float8 AS last_position FROM probe_versions ORDER BY owner`),
    };
  }

  it.each([1, 7, 300])('writes the same rows as the fold, in batches of %i', async (batch) => {
    const events = log(42);
    const fold = folded(events);
    const lower = (rows: Record<string, unknown>[]) => rows.map((r) => ({ ...r, owner: String(r.owner).toLowerCase(), product: String(r.product).toLowerCase() }));
    const sql = await written(events, batch);
    expect(lower(sql.lots)).toEqual(lower(fold.lots.sort((a, b) => (String(a.lot_id) < String(b.lot_id) ? -1 : 1))));
    expect(sql.versions).toEqual(fold.versions.sort((a, b) => (String(a.owner) < String(b.owner) ? -1 : 1)));
    // The log moved lots, split credits and kept versions through late positions: the test saw each.
    expect(sql.lots.some((l: { lot_id: string }) => l.lot_id.includes('>'))).toBe(true);
    expect(sql.lots.some((l: { received: number }) => l.received > 0)).toBe(true);
    expect(Math.max(...sql.versions.map((v: { last_position: number }) => v.last_position))).toBe(10 * 299 + (299 % 7 === 3 ? -15 : 0));
  });

  it('fails a batch whose rule reads what its reads did not declare', async () => {
    const undeclared = ruleProjection<ProbeEvent>({ name: 'probe', handles: ['LotOpened', 'Credited', 'LotsMoved'], tables: TABLES, rule, reads: () => [] });
    const events = log(7).filter((e) => e.type === 'Credited').slice(0, 1);
    await expect(inTransaction(t.dataSource, (tx) => undeclared.applyBatch!(tx, events, { lots: 'probe_lots', versions: 'probe_versions' })))
      .rejects.toThrow(/reads did not declare/);
  });
});
