// A first replay writes its tables in COPY's binary format (binary-copy.ts). The same fold rows
// copied in binary and as text (the form every other write uses) must store the same rows, on
// every type the read models use and the values that encode trickily: NULLs, negatives, integers
// beyond 32 bits, dates before 2000, timestamps with milliseconds before and after 2000,
// upper-case uuids, Korean and four-byte characters, nested jsonb and json. A value its column
// cannot hold is refused, as the text form's COPY refuses it.
import { inTransaction } from '../../../server/src/shared/database/transaction';
import { binaryEncodersOf, copyBinary } from '../../../server/src/shared/projections/fold/binary-copy';
import { copyIn } from '../../../server/src/shared/projections/fold/copy-streams';
import type { FoldRow } from '../../../server/src/shared/projections/fold/projection-fold';
import { copyLine, shapeOfTable } from '../../../server/src/shared/projections/fold/table-shape';
import { startTestApp, TestApp } from '../../support/test-app';

const COLUMNS = `id uuid PRIMARY KEY, big bigint, n int, small smallint, flag boolean, day date, at timestamptz, note text, doc jsonb, raw json`;

function foldRows(): FoldRow[] {
  return [
    { id: 'A1B2C3D4-0000-4000-8000-00000000000A', big: 9_007_199_254_740_991, n: -2_147_483_648, small: 32_767, flag: true, day: '1999-12-31', at: new Date('1999-12-31T23:59:59.999Z'), note: '상환금 💰 "따옴표" \\ 탭\t줄\n', doc: { 키: [1, null, { b: '한', a: -1.5 }], z: true }, raw: { b: 1, a: '글' } },
    { id: 'a1b2c3d4-0000-4000-8000-00000000000b', big: -5_000_000_000, n: 0, small: -1, flag: false, day: '2026-11-25', at: new Date('2026-11-25T03:04:05.006Z'), note: '', doc: [], raw: [] },
    { id: 'a1b2c3d4-0000-4000-8000-00000000000c', big: '12345678901234567890'.slice(0, 18), n: 7, small: 0, flag: null, day: null, at: new Date(0), note: null, doc: null, raw: null },
  ];
}

describe('rows copied in binary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await t.dataSource.query(`CREATE TABLE copy_binary (${COLUMNS})`);
    await t.dataSource.query(`CREATE TABLE copy_text (${COLUMNS})`);
  });
  afterAll(() => t?.close());

  it('are stored as the same rows copied as text', async () => {
    await inTransaction(t.dataSource, async (tx) => {
      const shape = await shapeOfTable(tx, 'copy_binary', []);
      const encoders = binaryEncodersOf(shape);
      expect(encoders).not.toBeNull();
      expect(await copyBinary(tx, 'copy_binary', shape, encoders!, foldRows())).toBe(3);
      const textShape = await shapeOfTable(tx, 'copy_text', []);
      await copyIn(tx, 'copy_text', textShape.columns, foldRows().map((row) => copyLine(textShape, row)));
    });
    const differing = await t.dataSource.query(
      `(SELECT 'binary only' AS side, b::text AS row FROM copy_binary b EXCEPT SELECT 'binary only', x::text FROM copy_text x)
       UNION ALL (SELECT 'text only', x::text FROM copy_text x EXCEPT SELECT 'text only', b::text FROM copy_binary b)`,
    );
    expect(differing).toEqual([]);
    const [stored] = await t.dataSource.query(`SELECT big::text, at, day::text, note FROM copy_binary WHERE n = -2147483648`);
    expect(stored).toEqual({ big: '9007199254740991', at: new Date('1999-12-31T23:59:59.999Z'), day: '1999-12-31', note: '상환금 💰 "따옴표" \\ 탭\t줄\n' });
  });

  it('refuses a value its column cannot hold, and the transaction writes nothing', async () => {
    const refused: [string, Partial<FoldRow>][] = [
      ['a fraction in an integer', { n: 1.5 }],
      ['an integer beyond 32 bits', { n: 2 ** 31 }],
      ['a malformed uuid', { id: 'a1b2c3d4-0000-4000-8000-00000000000g' }],
      ['a malformed date', { day: '2026-11-5' }],
    ];
    for (const [what, change] of refused) {
      const attempt = inTransaction(t.dataSource, async (tx) => {
        const shape = await shapeOfTable(tx, 'copy_binary', []);
        await tx.query(`DELETE FROM copy_binary`);
        return copyBinary(tx, 'copy_binary', shape, binaryEncodersOf(shape)!, [{ ...foldRows()[1], ...change } as FoldRow]);
      });
      await expect(attempt.then(() => `${what}: accepted`)).rejects.toThrow();
    }
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM copy_binary`);
    expect(n).toBe(3);
  });

  it('leaves the connection usable when the lines of a text COPY fail midway', async () => {
    const attempt = inTransaction(t.dataSource, async (tx) => {
      const shape = await shapeOfTable(tx, 'copy_text', []);
      const lines = (function* () {
        yield copyLine(shape, { ...foldRows()[1], id: 'a1b2c3d4-0000-4000-8000-0000000000ff' });
        throw new Error('a fold row that cannot be rendered');
      })();
      return copyIn(tx, 'copy_text', shape.columns, lines);
    });
    await expect(attempt).rejects.toThrow('a fold row that cannot be rendered');
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM copy_text`);
    expect(n).toBe(3);
  });
});
