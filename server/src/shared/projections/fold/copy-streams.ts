// COPY into PostgreSQL on a query runner's own connection: the fastest way to write millions of
// rows (no statement per row, no arrays of parameters), in COPY's text format.
import { once } from 'node:events';
import type { PoolClient } from 'pg';
import { from } from 'pg-copy-streams';
import type { Tx } from '../../event-store/event-store.types';

/** The pg client under a TypeORM query runner (the runner's transaction is the client's). */
export function clientOf(tx: Tx): PoolClient {
  const client = (tx as unknown as { databaseConnection?: PoolClient }).databaseConnection;
  if (!client) throw new Error('the query runner is not connected');
  return client;
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
