// COPY into PostgreSQL on a query runner's own connection: the fastest way to write millions of
// rows (no statement per row, no arrays of parameters), in COPY's text format.
import { once } from 'node:events';
import type { PoolClient } from 'pg';
import { from } from 'pg-copy-streams';
import type { Tx } from '../../event-store/event-store.types';
import { assert } from '../../errors/domain-error';

/** The pg client under a TypeORM query runner (the runner's transaction is the client's). */
export function clientOf(tx: Tx): PoolClient {
  const client = (tx as unknown as { databaseConnection?: PoolClient }).databaseConnection;
  assert(client, 'the query runner is not connected');
  return client;
}

export interface CopyWriter {
  /** Queues one line; answers a promise only when PostgreSQL is behind and the caller should wait. */
  write(line: string): Promise<void> | undefined;
  /** Sends the rest and answers how many lines were written. */
  end(): Promise<number>;
  /**
   * Fails the COPY (CopyFail) after an error of the caller's, so the connection leaves COPY mode
   * and its transaction can roll back instead of waiting for more lines for ever.
   */
  abort(error: Error): Promise<void>;
}

/** A COPY into `table (columns)` fed a line at a time (COPY text format, each ending in a newline), in batches. */
export function copyWriter(tx: Tx, table: string, columns: readonly string[]): CopyWriter {
  const stream = clientOf(tx).query(from(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  done.catch(() => undefined);
  let batch: string[] = [];
  let count = 0;
  return {
    write(line) {
      batch.push(line);
      count += 1;
      if (batch.length < 2_000) return undefined;
      const flowing = stream.write(batch.join(''));
      batch = [];
      return flowing ? undefined : once(stream, 'drain').then(() => undefined);
    },
    async end() {
      stream.end(batch.join(''));
      await done;
      return count;
    },
    async abort(error) {
      stream.destroy(error);
      await done.catch(() => undefined);
    },
  };
}

/** Writes `lines` (COPY text format, each ending in a newline) into `table (columns)`. */
export async function copyIn(tx: Tx, table: string, columns: readonly string[], lines: Iterable<string>): Promise<number> {
  const writer = copyWriter(tx, table, columns);
  try {
    for (const line of lines) {
      const behind = writer.write(line);
      if (behind) await behind;
    }
  } catch (error) {
    await writer.abort(error as Error);
    throw error;
  }
  return writer.end();
}
