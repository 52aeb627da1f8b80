// The log for a verify or replay, a page at a time: the next page is read (on a connection of its own)
// while the caller folds the current one, so PostgreSQL reading the log and Node folding it overlap.
//
// A rebuild reads a fixed set of committed events (those one snapshot sees, or those a snapshot
// did not see yet) in global_position order, not in (tx_id, global_position) order. Followers
// tailing the log need the transaction id to never skip an event committing late, but a
// transaction id is taken at a transaction's first write, which can come before the stream's
// lock: T2 may hold a smaller id than T1 and still append version 6 after T1's version 5
// (the lifetime simulation saw it after an outage), and replayed in tx_id order the investor's
// running balance comes out different from the one written live. global_position is taken at
// the insert itself (the sequence has no per-session cache), so an event appended after another
// transaction's commit — every same-stream successor, every event decided on what another wrote —
// has the larger position: position order respects every stream's versions and every causal
// dependency, and transactions it orders differently from their commits touched no common stream.
import { StoredEvent } from '../event-store/event-store.types';
import { assert } from '../errors/domain-error';

/**
 * Events per page (two pages in memory: the one folded, the one read). Large: each page is one
 * round trip, and its parsing in Node overlaps PostgreSQL reading the next.
 */
export const REBUILD_PAGE_EVENTS = 50_000;
/** Bound on the events a rebuild reads: far above this product's size, low enough to stop a runaway. */
export const MAX_REBUILD_EVENTS = 50_000_000;

/**
 * Which committed events a pass reads: all the reader's own snapshot sees (verify: one
 * transaction), those a snapshot taken at the start saw (replay's phase 1, writers running) or
 * did not see (replay's phase 2, under the lock: they all committed after every phase-1 event).
 */
export type EventSet = { kind: 'in_reader_snapshot' } | { kind: 'visible_in' | 'invisible_to'; snapshot: string };

/** The WHERE clause (and its parameters $4, $5) that keeps an event set's events. */
export function filterOf(events: EventSet): { sql: string; params: unknown[] } {
  switch (events.kind) {
    case 'in_reader_snapshot':
      return { sql: '', params: [] };
    case 'visible_in':
      return { sql: 'AND pg_visible_in_snapshot(events.tx_id, $4::pg_snapshot)', params: [events.snapshot] };
    case 'invisible_to':
      // Every transaction below the snapshot's xmin had finished: the range keeps to the tail of
      // the (tx_id, global_position) index instead of the whole log, under the lock.
      return {
        sql: 'AND events.tx_id >= $5::xid8 AND NOT pg_visible_in_snapshot(events.tx_id, $4::pg_snapshot)',
        params: [events.snapshot, events.snapshot.split(':')[0]],
      };
  }
}

/**
 * Pages after position `from` until the set is exhausted, each next page requested before the
 * current one is handed over. A page still being read when the caller stops is awaited, so the
 * reader's connection is never released in the middle of a query.
 */
export async function* pagesAfter(read: (after: number) => Promise<StoredEvent[]>, from = 0, maxEvents = MAX_REBUILD_EVENTS): AsyncGenerator<StoredEvent[]> {
  let pending: Promise<StoredEvent[]> | null = read(from);
  // A read failing while the caller applies would otherwise be an unhandled rejection; it is
  // still thrown to the caller by the `await` below.
  pending.catch(() => undefined);
  let seen = 0;
  try {
    for (;;) {
      const page: StoredEvent[] = await pending;
      pending = null;
      if (page.length === 0) return;
      seen += page.length;
      assert(seen <= maxEvents, () => `rebuild read more than ${maxEvents} events`);
      pending = read(page[page.length - 1].globalPosition);
      pending.catch(() => undefined);
      yield page;
    }
  } finally {
    if (pending) await pending.catch(() => undefined);
  }
}
