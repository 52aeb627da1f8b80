// The comparison verify and replay make between a fold's rows and a live table (table-diff.ts):
// a first pass by text, the live table as PostgreSQL prints it against the fold rows as
// table-shape.ts renders them, then a recheck in the columns' own types of the rows whose text
// differs. Proves that text alone never makes a difference (key order in jsonb, a number jsonb
// prints in full, upper-case uuids, escapes, Korean), that every real difference is found on both
// sides, and that writing the difference makes the table equal to the fold.
import { inTransaction } from '../../../server/src/shared/database/transaction';
import { diffTable, writeDiff } from '../../../server/src/shared/projections/fold/table-diff';
import { shapeOfTable } from '../../../server/src/shared/projections/fold/table-shape';
import { startTestApp, TestApp } from '../../support/test-app';

const SAME = 'a1b2c3d4-0000-4000-8000-000000000001';
const MICROS = 'a1b2c3d4-0000-4000-8000-000000000002';
const BIG_NUMBER = 'a1b2c3d4-0000-4000-8000-000000000003';
const CHANGED = 'a1b2c3d4-0000-4000-8000-000000000004';
const ONLY_LIVE = 'a1b2c3d4-0000-4000-8000-000000000005';
const ONLY_FOLD = 'a1b2c3d4-0000-4000-8000-000000000006';
const NOTE = '상환금 입금\t(탭)\n줄바꿈 \\ 백슬래시';

const foldRow = (id: string, overrides: Record<string, unknown> = {}) => ({
  id: id.toUpperCase(), seq: 1, at: new Date('2026-11-24T12:00:00.120Z'), doc: { zeta: [1, 'b'], a: { y: null, x: '한' } }, note: NOTE, day: '2026-11-24', flag: true, amount: 1_000,
  ...overrides,
});

describe('a fold compared with a live table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await t.dataSource.query(`CREATE TABLE diff_probe (id uuid PRIMARY KEY, seq int NOT NULL, at timestamptz NOT NULL, doc jsonb, note text, day date, flag boolean, amount bigint)`);
    const insert = (id: string, at: string, doc: string, amount: number) => t.dataSource.query(
      `INSERT INTO diff_probe VALUES ($1, 1, $2, $3::jsonb, $4, '2026-11-24', true, $5)`, [id, at, doc, NOTE, amount],
    );
    const doc = JSON.stringify({ a: { x: '한', y: null }, zeta: [1, 'b'] });
    await insert(SAME, '2026-11-24T21:00:00.12+09:00', doc, 1_000);
    await insert(MICROS, '2026-11-24T12:00:00.120001Z', doc, 1_000);
    await insert(BIG_NUMBER, '2026-11-24T12:00:00.12Z', JSON.stringify({ n: 1e21 }), 1_000);
    await insert(CHANGED, '2026-11-24T12:00:00.12Z', doc, 999);
    await insert(ONLY_LIVE, '2026-11-24T12:00:00.12Z', doc, 1_000);
  });
  afterAll(() => t?.close());

  const fold = () => [
    foldRow(SAME), foldRow(MICROS), foldRow(BIG_NUMBER, { doc: { n: 1e21 } }), foldRow(CHANGED), foldRow(ONLY_FOLD),
  ];

  it('reports the rows that differ in value, each side, and none that differ in text alone', async () => {
    const diff = await inTransaction(t.dataSource, async (tx) => diffTable(tx, await shapeOfTable(tx, 'diff_probe', []), fold()));
    expect(diff.rowsCompared).toBe(5);
    // The first row matched by its text; the big number's text differs but not its value.
    expect(diff.rechecked).toEqual({ fold: 4, live: 4 });
    expect([diff.onlyInLiveCount, diff.onlyInLogCount]).toEqual([3, 3]);
    expect(diff.onlyInLive.map((r) => r.id).sort()).toEqual([MICROS, CHANGED, ONLY_LIVE].sort());
    expect(diff.onlyInLog.map((r) => r.id).sort()).toEqual([MICROS, CHANGED, ONLY_FOLD].sort());
    expect(diff.onlyInLog.find((r) => r.id === CHANGED)).toMatchObject({ amount: '1000', note: NOTE });
  });

  it('leaves the table equal to the fold once the difference is written', async () => {
    const written = await inTransaction(t.dataSource, async (tx) => writeDiff(tx, await diffTable(tx, await shapeOfTable(tx, 'diff_probe', []), fold())));
    expect(written).toEqual({ deleted: 3, inserted: 3 });
    const again = await inTransaction(t.dataSource, async (tx) => diffTable(tx, await shapeOfTable(tx, 'diff_probe', []), fold()));
    expect([again.onlyInLiveCount, again.onlyInLogCount]).toEqual([0, 0]);
    // Only the number jsonb prints in full still goes to the typed recheck, and passes it.
    expect(again.rechecked).toEqual({ fold: 1, live: 1 });
    const [row] = await t.dataSource.query(`SELECT id::text, amount::int, note, doc FROM diff_probe WHERE id = $1`, [CHANGED]);
    expect(row).toEqual({ id: CHANGED, amount: 1_000, note: NOTE, doc: { zeta: [1, 'b'], a: { y: null, x: '한' } } });
  });
});
