// What a request needs of the database it reads: the WAL position of its session's last write,
// if any (read your writes). Kept per request in AsyncLocalStorage, entered by a Fastify hook
// before anything else runs, filled by the session guard, read by ReadDatabase when it picks the
// replica or the primary; code that reads needs no request object.
import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { Lsn, parseLsn } from './lsn';

interface RequestReads {
  /** The replica may answer only once it has replayed this far. */
  minLsn: Lsn | null;
}

@Injectable()
export class ReadConsistency {
  private readonly storage = new AsyncLocalStorage<RequestReads>();

  /** Every request runs in its own store (the rest of the request is called from `done`). */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (_request, _reply, done) => this.storage.run({ minLsn: null }, done));
  }

  /** The session's last write was at `lsn` (pg_lsn text): this request reads at least that. */
  requireAfter(lsn: string | null | undefined): void {
    const store = this.storage.getStore();
    const parsed = parseLsn(lsn);
    if (store && parsed !== null && (store.minLsn === null || parsed > store.minLsn)) store.minLsn = parsed;
  }

  /**
   * The position this request must read at or after: null for any, undefined when the code runs
   * outside a request's store (a request body's parsing loses it, a background task has none),
   * where nothing is known and only the primary is safe.
   */
  minLsn(): Lsn | null | undefined {
    return this.storage.getStore()?.minLsn;
  }

  /** Runs `work` with its own store (tests, background reads). */
  run<T>(minLsn: Lsn | null, work: () => T): T {
    return this.storage.run({ minLsn }, work);
  }
}
