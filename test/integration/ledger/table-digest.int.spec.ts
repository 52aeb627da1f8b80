// The digest verify and replay compare first (table-digest.ts): Node's port of hashtextextended
// (pg-hash.ts) against PostgreSQL's own on random text of every tail length, and a fold's rows
// rendered as a record's text against the live table's rows, on the values that print trickily
// (quotes, backslashes, parentheses, commas, spaces of every kind, tabs, empty text against NULL,
// Korean and four-byte characters, jsonb, timestamps with microseconds, dates, negatives). Equal
// tables give equal digests; any one changed cell, a missing row or values moved between keys
// give different ones.
import { inTransaction } from '../../../server/src/shared/database/transaction';
import { TextHasher } from '../../../server/src/shared/projections/fold/pg-hash';
import { foldDigest, liveDigest } from '../../../server/src/shared/projections/fold/table-digest';
import { shapeOfTable } from '../../../server/src/shared/projections/fold/table-shape';
import { startTestApp, TestApp } from '../../support/test-app';

const ALPHABET = ['a', 'Z', '0', ' ', '"', '\\', '(', ')', ',', '\t', '\n', '\u3000', '\u00a0', '한', '글', '💰', 'é', '{', ':'];

function randomText(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return text;
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 0x100000000;
  };
}

const ID = (n: number) => `0d16e57a-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface ProbeRow { id: string; seq: number; at: Date; doc: unknown; note: string | null; day: string | null; flag: boolean | null; amount: number }

const NOTES = ['', '따옴표 "안" 백슬래시 \\ 괄호 (쉼표, 끝)', '탭\t줄\n바꿈', '전각\u3000공백 nbsp\u00a0', '\\N', '💰 4바이트', 'plain', ' 앞뒤 공백 '];

function probeRows(): ProbeRow[] {
  return NOTES.map((note, i) => ({
    id: ID(i + 1),
    seq: i - 3,
    at: new Date(Date.UTC(2026, 10, 24, 12, 0, i, i * 10)),
    doc: i % 3 === 0 ? null : { 키: note, n: -i, nested: { b: [1, null, '2'], a: true } },
    note: i === NOTES.length - 1 ? null : note,
    day: i % 2 === 0 ? '2026-11-24' : null,
    flag: i % 3 === 1 ? null : i % 2 === 0,
    amount: -1_000 * i,
  }));
}

describe('the digest a fold and a live table are compared by first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    await t.dataSource.query(`CREATE TABLE digest_probe (id uuid PRIMARY KEY, seq int NOT NULL, at timestamptz NOT NULL, doc jsonb, note text, day date, flag boolean, amount bigint)`);
    for (const r of probeRows()) {
      await t.dataSource.query(`INSERT INTO digest_probe VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`, [r.id, r.seq, r.at, r.doc === null ? null : JSON.stringify(r.doc), r.note, r.day, r.flag, r.amount]);
    }
    // Microseconds the fold's millisecond Dates cannot hold: one row stored with them and compared apart.
    await t.dataSource.query(`CREATE TABLE digest_micros (id int PRIMARY KEY, at timestamptz NOT NULL)`);
    await t.dataSource.query(`INSERT INTO digest_micros VALUES (1, '2026-11-24T12:00:00.123456Z')`);
  });
  afterAll(() => t?.close());

  it('hashes text exactly as PostgreSQL hashtextextended does, for every length and kind of character', async () => {
    const random = seeded(13);
    const texts = Array.from({ length: 400 }, (_, i) => randomText(random, i % 80));
    const found: { h: string }[] = await t.dataSource.query(
      `SELECT hashtextextended(s, 0)::text AS h FROM unnest($1::text[]) WITH ORDINALITY AS x(s, i) ORDER BY i`, [texts],
    );
    const hashesWith = (hasher: TextHasher) => texts.map((text) => {
      const { hi, lo } = hasher.hash(text);
      return BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo)).toString();
    });
    expect(hashesWith(new TextHasher())).toEqual(found.map((r) => r.h));
    // With a seed whose halves both count (a negative bigint to PostgreSQL).
    const withSeed: { h: string }[] = await t.dataSource.query(
      `SELECT hashtextextended(s, -7046029254386353131)::text AS h FROM unnest($1::text[]) WITH ORDINALITY AS x(s, i) ORDER BY i`, [texts],
    );
    const seed = BigInt.asUintN(64, -7046029254386353131n);
    expect(hashesWith(new TextHasher({ hi: Number(seed >> 32n), lo: Number(seed & 0xffffffffn) }))).toEqual(withSeed.map((r) => r.h));
  });

  const SEED = { hi: 0x9e3779b9, lo: 0x7f4a7c15 };
  const digestsOf = (rows: ProbeRow[], table = 'digest_probe', seed = SEED) => inTransaction(t.dataSource, async (tx) => {
    const shape = await shapeOfTable(tx, table, []);
    return { live: await liveDigest(tx, shape, table, seed), fold: await foldDigest(shape, rows as unknown as Record<string, never>[], seed) };
  });

  it('is equal for equal tables, whatever the seed, and another seed gives another digest', async () => {
    const { live, fold } = await digestsOf(probeRows());
    expect(live.rows).toBe(NOTES.length);
    expect(fold).toEqual(live);
    const unseeded = await digestsOf(probeRows(), 'digest_probe', { hi: 0, lo: 0 });
    expect(unseeded.fold).toEqual(unseeded.live);
    expect(unseeded.live.sum).not.toBe(live.sum);
  });

  it('differs when any one cell differs, a row is missing, or values move between keys', async () => {
    const variants: [string, (rows: ProbeRow[]) => void][] = [
      ['a number', (rows) => { rows[2].amount += 1; }],
      ['text against NULL', (rows) => { rows[NOTES.length - 1].note = ''; }],
      ['text "\\N" against NULL', (rows) => { rows[NOTES.length - 1].note = '\\N'; }],
      ['one character', (rows) => { rows[1].note = rows[1].note!.replace('안', '밖'); }],
      ['a jsonb value', (rows) => { rows[1].doc = { ...(rows[1].doc as object), n: 0 }; }],
      ['a timestamp by a millisecond', (rows) => { rows[3].at = new Date(rows[3].at.getTime() + 1); }],
      ['a date', (rows) => { rows[0].day = '2026-11-25'; }],
      ['a boolean', (rows) => { rows[0].flag = !rows[0].flag; }],
      ['a missing row', (rows) => { rows.pop(); }],
      ['notes swapped between two keys', (rows) => { [rows[1].note, rows[2].note] = [rows[2].note, rows[1].note]; }],
    ];
    for (const [what, change] of variants) {
      const rows = probeRows();
      change(rows);
      const { live, fold } = await digestsOf(rows);
      expect({ what, equal: fold.sum === live.sum && fold.rows === live.rows }).toEqual({ what, equal: false });
    }
  });

  it('differs for a timestamp stored with microseconds, which the full comparison then reports', async () => {
    const { live, fold } = await digestsOf([{ id: 1, at: new Date('2026-11-24T12:00:00.123Z') }] as unknown as ProbeRow[], 'digest_micros');
    expect(fold.rows).toBe(live.rows);
    expect(fold.sum).not.toBe(live.sum);
  });
});
