// A live table read once for comparison with a fold: PostgreSQL copies it out in COPY's text
// format (a sequential scan, no sort, no index), and each line is kept only as its key and the
// hash of the rest (line-hash.ts), so two million wallet lines cost a map of keys, not their text.
// The session prints timestamps in UTC and dates as ISO for the copy (restored after), which is
// how table-shape.ts renders a fold's cells.
import { to } from 'pg-copy-streams';
import type { Tx } from '../../event-store/event-store.types';
import { quoteIdent, rows } from '../../database/sql';
import { clientOf } from './copy-streams';
import { RowHasher } from './line-hash';
import type { TableShape } from './table-shape';

const NEWLINE = 0x0a;
const TAB = 0x09;
const PRINTING = ['TimeZone', 'DateStyle'] as const;

/** Live rows by key text (the key columns as COPY writes them, tab between) → hash of the other columns. */
export type LiveHashes = Map<string, number>;

/** A key as a map key: its UTF-8 bytes one char each (keys are almost always ASCII: uuids, numbers). */
export function keyOfBytes(bytes: Buffer, start: number, end: number): string {
  return bytes.toString('latin1', start, end);
}

export function keyOfText(text: string): string {
  return /^[\x00-\x7f]*$/.test(text) ? text : Buffer.from(text, 'utf8').toString('latin1');
}

export function keyText(key: string): string {
  return Buffer.from(key, 'latin1').toString('utf8');
}

export async function withPrintingSettings<T>(tx: Tx, run: () => Promise<T>): Promise<T> {
  const [before] = await rows<Record<string, string>>(tx, `SELECT current_setting('TimeZone') AS "TimeZone", current_setting('DateStyle') AS "DateStyle"`);
  await tx.query(`SELECT set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true)`);
  try {
    return await run();
  } finally {
    for (const name of PRINTING) await tx.query(`SELECT set_config($1, $2, true)`, [name, before[name]]);
  }
}

/** Every row of `from` (the shape's columns; json compared as jsonb) as key → hash. */
export function scanLive(tx: Tx, shape: TableShape, from: string): Promise<LiveHashes> {
  const columns = shape.columns.map((c, i) => (shape.types[i] === 'json' ? `${quoteIdent(c)}::jsonb` : quoteIdent(c))).join(', ');
  return withPrintingSettings(tx, () => new Promise<LiveHashes>((resolve, reject) => {
    const live: LiveHashes = new Map();
    const hasher = new RowHasher();
    let rest: Buffer | null = null;
    const stream = clientOf(tx).query(to(`COPY (SELECT ${columns} FROM ${quoteIdent(from)}) TO STDOUT`));
    stream.on('data', (chunk: Buffer) => {
      const bytes: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let end = bytes.indexOf(NEWLINE, start); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
        let keyEnd = start - 1;
        for (let k = 0; k < shape.keyLength; k += 1) keyEnd = bytes.indexOf(TAB, keyEnd + 1);
        if (keyEnd === -1 || keyEnd > end) keyEnd = end; // a table of key columns only
        hasher.reset().bytes(bytes, Math.min(keyEnd + 1, end), end);
        live.set(keyOfBytes(bytes, start, keyEnd), hasher.digest());
        start = end + 1;
      }
      rest = start < bytes.length ? bytes.subarray(start) : null;
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(live));
  }));
}

/** The same key and hash for a fold row's rendered cells. */
export function foldKeyAndHash(cells: (i: number) => string, shape: TableShape, hasher: RowHasher): { key: string; hash: number } {
  let key = '';
  for (let i = 0; i < shape.keyLength; i += 1) key += (i === 0 ? '' : '\t') + cells(i);
  hasher.reset();
  for (let i = shape.keyLength; i < shape.columns.length; i += 1) hasher.cell(cells(i));
  return { key: keyOfText(key), hash: hasher.digest() };
}
