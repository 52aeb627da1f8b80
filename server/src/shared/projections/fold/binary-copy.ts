// A first replay's rows in COPY's binary format: each value written as PostgreSQL stores it
// (a timestamp as microseconds since 2000, a uuid as its 16 bytes, a number as its integer), so
// neither side prints or parses text. The two largest tables of a million-event replay (2.1
// million wallet lines, 1.4 million schedule rows) were bound by Node rendering lines and by
// PostgreSQL parsing them. Only a table whose every column type is known here is written so
// (binaryEncodersOf); any other goes by text (table-shape.ts). Binary and text COPY store the same
// rows: binary-copy.int.spec.ts.
import { once } from 'node:events';
import { from } from 'pg-copy-streams';
import type { Tx } from '../../event-store/event-store.types';
import { quoteIdent } from '../../database/sql';
import { clientOf } from './copy-streams';
import { jsonbText } from './jsonb-text';
import type { FoldCell, FoldRow } from './projection-fold';
import type { TableShape } from './table-shape';
import { assert } from '../../errors/domain-error';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const CHUNK_BYTES = 1 << 20;
const MS_1970_TO_2000 = 946_684_800_000;
const DAYS_1970_TO_2000 = 10_957;
const DAY_MS = 86_400_000;
const TWO_TO_32 = 0x100000000;

/** Writes one non-null value at `at` (its 4-byte length is written by the caller); answers the bytes written. */
type Encoder = (value: FoldCell, buffer: Buffer, at: number) => number;
/** Most bytes a value can take, for the room check before writing it. */
type Bound = (value: FoldCell) => number;

export interface ColumnEncoder {
  encode: Encoder;
  bound: Bound;
}

function int64(value: FoldCell, buffer: Buffer, at: number): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    buffer.writeInt32BE(Math.floor(value / TWO_TO_32), at);
    buffer.writeUInt32BE(value >>> 0, at + 4);
  } else buffer.writeBigInt64BE(BigInt(value as string | number), at);
  return 8;
}

function timestamp(value: FoldCell, buffer: Buffer, at: number): number {
  const ms = (value instanceof Date ? value : new Date(value as string | number)).getTime();
  assert(!Number.isNaN(ms), () => `not a timestamp: ${String(value)}`);
  return int64((ms - MS_1970_TO_2000) * 1000, buffer, at);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function date(value: FoldCell, buffer: Buffer, at: number): number {
  const found = DATE.exec(String(value));
  assert(found, () => `not a date: ${String(value)}`);
  buffer.writeInt32BE(Date.UTC(Number(found[1]), Number(found[2]) - 1, Number(found[3])) / DAY_MS - DAYS_1970_TO_2000, at);
  return 4;
}

/** Each ASCII hex digit's value, -1 for every other code below 128. */
const HEX_VALUE = new Int8Array(128).fill(-1);
for (let d = 0; d < 16; d += 1) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(d)] = d;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(d)] = d;
}
/** Where each of a uuid's 16 bytes starts in its 36 characters. */
const UUID_BYTE_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const hexAt = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return code < 128 ? HEX_VALUE[code] : -1;
};

function uuid(value: FoldCell, buffer: Buffer, at: number): number {
  const text = String(value);
  let bad = text.length !== 36 || text[8] !== '-' || text[13] !== '-' || text[18] !== '-' || text[23] !== '-';
  for (let k = 0; k < 16 && !bad; k += 1) {
    const high = hexAt(text, UUID_BYTE_AT[k]);
    const low = hexAt(text, UUID_BYTE_AT[k] + 1);
    bad = (high | low) < 0;
    buffer[at + k] = (high << 4) | low;
  }
  assert(!bad, () => `not a uuid: ${text}`);
  return 16;
}

/** Buffer's writers check the range but would truncate a fraction, which PostgreSQL's text input refuses. */
function integer(value: FoldCell): number {
  const n = Number(value);
  assert(Number.isInteger(n), () => `not an integer: ${String(value)}`);
  return n;
}

const utf8 = (text: string, buffer: Buffer, at: number) => buffer.write(text, at, 'utf8');

/** jsonb's: the document is stringified once, by the room check, and written by the encode that follows it. */
function jsonbEncoder(): ColumnEncoder {
  let lastValue: FoldCell | undefined;
  let lastText = '';
  const textOf = (value: FoldCell) => {
    if (value !== lastValue) {
      lastValue = value;
      lastText = JSON.stringify(value) ?? 'null';
    }
    return lastText;
  };
  return {
    encode: (v, b, at) => { b[at] = 1; return 1 + utf8(textOf(v), b, at + 1); },
    bound: (v) => 1 + textOf(v).length * 3,
  };
}

const ENCODERS: Record<string, ColumnEncoder> = {
  bigint: { encode: int64, bound: () => 8 },
  integer: { encode: (v, b, at) => { b.writeInt32BE(integer(v), at); return 4; }, bound: () => 4 },
  smallint: { encode: (v, b, at) => { b.writeInt16BE(integer(v), at); return 2; }, bound: () => 2 },
  // The same truthiness as the text form's t/f.
  boolean: { encode: (v, b, at) => { b[at] = v ? 1 : 0; return 1; }, bound: () => 1 },
  'timestamp with time zone': { encode: timestamp, bound: () => 8 },
  date: { encode: date, bound: () => 4 },
  uuid: { encode: uuid, bound: () => 16 },
  text: { encode: (v, b, at) => utf8(String(v), b, at), bound: (v) => String(v).length * 3 },
  // jsonb's binary input is a version byte and the document's text.
  jsonb: jsonbEncoder(),
  json: { encode: (v, b, at) => utf8(jsonbText(v), b, at), bound: (v) => jsonbText(v).length * 3 },
};

/** Each column's encoder, or null when a column's type has none (the table goes by text). */
export function binaryEncodersOf(shape: TableShape): ColumnEncoder[] | null {
  const encoders = shape.types.map((type) => ENCODERS[type]);
  return encoders.every(Boolean) ? encoders : null;
}

/** COPY `rows` into `table` (quoted) in the binary format; answers how many rows were written. */
export async function copyBinary(tx: Tx, table: string, shape: TableShape, encoders: ColumnEncoder[], rows: Iterable<FoldRow>): Promise<number> {
  const columns = shape.columns.map(quoteIdent).join(', ');
  const stream = clientOf(tx).query(from(`COPY ${table} (${columns}) FROM STDIN (FORMAT binary)`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  done.catch(() => undefined);
  let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  SIGNATURE.copy(buffer, 0);
  buffer.writeInt32BE(0, 11); // flags
  buffer.writeInt32BE(0, 15); // header extension length
  let at = 19;
  const flush = async (): Promise<void> => {
    const flowing = stream.write(buffer.subarray(0, at));
    buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    at = 0;
    if (!flowing) await once(stream, 'drain');
  };
  const count = shape.columns.length;
  let written = 0;
  try {
    for (const row of rows) {
      if (at + 2 > buffer.length) await flush();
      buffer.writeInt16BE(count, at);
      at += 2;
      for (let i = 0; i < count; i += 1) {
        const value = row[shape.columns[i]];
        assert(value !== undefined, () => `${shape.table}: a fold row has no column ${shape.columns[i]}`);
        const room = value === null ? 4 : 4 + encoders[i].bound(value);
        if (at + room > buffer.length) {
          await flush();
          // A value larger than a chunk gets a buffer of its own size.
          if (room > buffer.length) buffer = Buffer.allocUnsafe(room);
        }
        if (value === null) {
          buffer.writeInt32BE(-1, at);
          at += 4;
          continue;
        }
        const length = encoders[i].encode(value, buffer, at + 4);
        buffer.writeInt32BE(length, at);
        at += 4 + length;
      }
      written += 1;
    }
  } catch (error) {
    // A value that cannot be encoded: the COPY is failed (CopyFail), so the connection leaves
    // COPY mode and the transaction can roll back, instead of waiting for the rest for ever.
    stream.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  if (at + 2 > buffer.length) await flush();
  buffer.writeInt16BE(-1, at); // trailer
  at += 2;
  stream.end(buffer.subarray(0, at));
  await done;
  return written;
}
