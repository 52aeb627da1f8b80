// COPY in and out of PostgreSQL on a query runner's own connection: the fastest way to read a
// table of millions of rows into Node and to write them back (no statement per row, no arrays of
// parameters), in COPY's text format.
import { once } from 'node:events';
import { StringDecoder } from 'node:string_decoder';
import type { PoolClient } from 'pg';
import { from, to } from 'pg-copy-streams';
import type { Tx } from '../../event-store/event-store.types';

/** The pg client under a TypeORM query runner (the runner's transaction is the client's). */
export function clientOf(tx: Tx): PoolClient {
  const client = (tx as unknown as { databaseConnection?: PoolClient }).databaseConnection;
  if (!client) throw new Error('the query runner is not connected');
  return client;
}

/** Each line of `COPY (select) TO STDOUT` (text format, without its newline), in the order PostgreSQL sends them. */
export async function copyOutLines(tx: Tx, select: string, onLine: (line: string) => void): Promise<number> {
  const stream = clientOf(tx).query(to(`COPY (${select}) TO STDOUT`));
  // Chunks end anywhere, even inside a character of a Korean memo: the decoder keeps a split
  // character's first bytes for the next chunk.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let count = 0;
  // A failing line must not leave the stream half read: the connection would stay in COPY mode and
  // every later statement on it (the ROLLBACK first) would wait for ever. Read to the end, then throw.
  let failure: { error: unknown } | null = null;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (failure) continue;
    const text = rest + decoder.write(chunk);
    let start = 0;
    try {
      for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
        onLine(text.slice(start, end));
        count += 1;
        start = end + 1;
      }
    } catch (error) {
      failure = { error };
    }
    rest = text.slice(start);
  }
  if (failure) throw failure.error;
  if (rest.length > 0) throw new Error('COPY ended in the middle of a row');
  return count;
}

/** Writes `lines` (COPY text format, each ending in a newline) into `table (columns)`. */
export async function copyIn(tx: Tx, table: string, columns: readonly string[], lines: Iterable<string>): Promise<number> {
  const stream = clientOf(tx).query(from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  let batch: string[] = [];
  let count = 0;
  for (const line of lines) {
    batch.push(line);
    count += 1;
    if (batch.length === 2_000) {
      if (!stream.write(batch.join(''))) await once(stream, 'drain');
      batch = [];
    }
  }
  stream.end(batch.join(''));
  await done;
  return count;
}
