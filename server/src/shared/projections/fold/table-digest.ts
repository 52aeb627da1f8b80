// A table's rows as one number, for the common case of a check: the live table equal to its fold.
// PostgreSQL sums hashtextextended(ROW(columns)::text) over the live rows, and Node sums the same
// hash (pg-hash.ts) over the fold's rows rendered as the record's text; equal counts and equal
// sums (mod 2^64) mean the tables hold the same rows, and nothing crosses the wire but two
// numbers. The live side is computed while Node hashes the fold's rows, each on its own core.
// Only a table whose digests differ goes on to the row-by-row diff (table-diff.ts), which finds
// and reports the rows; so a digest can only send a table to be compared, never hide a difference
// other than by a 64-bit collision of sums. Each comparison hashes with a fresh random seed, so
// rows cannot be crafted ahead of time to sum to a table's digest.
import type { Tx } from '../../event-store/event-store.types';
import { quoteIdent, rows } from '../../database/sql';
import { withPrintingSettings } from './live-scan';
import { randomBytes } from 'node:crypto';
import { Hash64, TextHasher } from './pg-hash';
import type { FoldCell, FoldRow } from './projection-fold';
import { mayNeedEscape, plainRenderersOf, TableShape } from './table-shape';
import { assert } from '../../errors/domain-error';

export interface TableDigest {
  rows: number;
  /** The sum of the rows' 64-bit hashes, mod 2^64, in decimal. */
  sum: string;
}

const TWO_TO_64 = '18446744073709551616';
/** A record's field is quoted when it is empty or holds one of these (record_out's test, isspace in the C locale). */
const NEEDS_QUOTES = /["\\(),\t\n\v\f\r ]/;
const QUOTED_CHARS = /["\\]/g;
/** How many fold rows are hashed between two turns of the event loop. */
const ROWS_PER_TURN = 20_000;

const quoteField = (text: string) => (text === '' || NEEDS_QUOTES.test(text) ? `"${text.replace(QUOTED_CHARS, '$&$&')}"` : text);

/** Each column's value as a field of the record's text, chosen once per table. */
function fieldRenderersOf(shape: TableShape): ((value: FoldCell) => string)[] {
  return plainRenderersOf(shape).map((plain, i) => {
    if (mayNeedEscape(shape.types[i])) return (value: FoldCell) => quoteField(plain(value));
    // A timestamp holds a space, so it is always quoted; the other unescapable types never are.
    if (shape.types[i] === 'timestamp with time zone') return (value: FoldCell) => `"${plain(value)}"`;
    return plain;
  });
}

/** The live table's digest, as PostgreSQL computes it (the shape's columns; json as jsonb, as compared elsewhere). */
export function liveDigest(tx: Tx, shape: TableShape, from: string = shape.table, seed: Hash64 = { hi: 0, lo: 0 }): Promise<TableDigest> {
  const fields = shape.columns.map((c, i) => (shape.types[i] === 'json' ? `${quoteIdent(c)}::jsonb` : quoteIdent(c))).join(', ');
  // Timestamps print in UTC and dates as ISO, as the fold's cells are rendered.
  return withPrintingSettings(tx, async () => {
    const [found] = await rows<{ n: string; s: string }>(
      tx,
      `SELECT count(*)::text AS n,
              ((COALESCE(sum(hashtextextended(ROW(${fields})::text, $1::bigint)::numeric), 0) % ${TWO_TO_64}) + ${TWO_TO_64}) % ${TWO_TO_64} AS s
       FROM ${quoteIdent(from)}`,
      [BigInt.asIntN(64, (BigInt(seed.hi) << 32n) | BigInt(seed.lo)).toString()],
    );
    return { rows: Number(found.n), sum: String(found.s) };
  });
}

/**
 * A fold row's record text, by code made for the table: each column read by its own name (a
 * loop reading `row[columns[i]]` was a keyed load V8 cannot cache, the same cells for every
 * table), its renderer a local, and its last value and how it printed kept in locals too — a text
 * column repeats its value row after row (a line's type and memo), a timestamp an event's lines.
 * The names are the live table's own columns, quoted.
 */
function recordTextOf(shape: TableShape): (row: FoldRow) => string {
  const steps = shape.columns.map((column, i) => [
    i > 0 ? `t += ',';` : '',
    `v = row[${JSON.stringify(column)}];`,
    `if (v === undefined) missing(${i});`,
    `if (v !== null) { if (v !== l${i}) { l${i} = v; f${i} = r${i}(v); } t += f${i}; }`,
  ].join(' '));
  const locals = shape.columns.map((_, i) => `const r${i} = renderers[${i}]; let l${i}, f${i} = '';`).join(' ');
  const missing = (i: number): void => assert(false, () => `${shape.table}: a fold row has no column ${shape.columns[i]}`);
  return new Function('renderers', 'missing', `${locals} return (row) => { let v; let t = '('; ${steps.join(' ')} return t + ')'; };`)(fieldRenderersOf(shape), missing) as (row: FoldRow) => string;
}

/** The fold's rows' digest: each row rendered as `ROW(...)::text` prints it, hashed as hashtextextended hashes it. */
export async function foldDigest(shape: TableShape, foldRows: Iterable<FoldRow>, seed: Hash64 = { hi: 0, lo: 0 }): Promise<TableDigest> {
  const recordText = recordTextOf(shape);
  const hasher = new TextHasher(seed);
  let hi = 0;
  let lo = 0;
  let count = 0;
  for (const row of foldRows) {
    // One string, flattened and encoded by Buffer in one call: cheaper than copying its pieces in one by one.
    const hash = hasher.hash(recordText(row));
    // The sum mod 2^64 in two 32-bit halves; the low half's carry goes into the high one.
    lo += hash.lo;
    hi = (hi + hash.hi + (lo >= 0x100000000 ? 1 : 0)) >>> 0;
    lo >>>= 0;
    count += 1;
    if (count % ROWS_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { rows: count, sum: ((BigInt(hi) << 32n) + BigInt(lo)).toString() };
}

/** Both digests, the live one computed by PostgreSQL while Node hashes the fold's rows: the rows compared when they match, else null. */
export async function rowsIfDigestsMatch(tx: Tx, shape: TableShape, foldRows: Iterable<FoldRow>, from: string = shape.table): Promise<number | null> {
  const random = randomBytes(8);
  const seed = { hi: random.readUInt32BE(0), lo: random.readUInt32BE(4) };
  const live = liveDigest(tx, shape, from, seed);
  // Nothing is lost if the fold's side throws first: the live query's rejection is observed below.
  live.catch(() => undefined);
  const fold = await foldDigest(shape, foldRows, seed);
  const found = await live;
  return found.rows === fold.rows && found.sum === fold.sum ? fold.rows : null;
}
