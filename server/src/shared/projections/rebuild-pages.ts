// The log in commit order for a rebuild, a page at a time: the next page is read (on a
// connection of its own) while the caller applies the current one, so PostgreSQL reading the
// log, Node parsing it and PostgreSQL writing the projections overlap.
import { Queryable, rows } from '../database/sql';
import { EVENT_COLUMNS, toStoredEvent } from '../event-store/event-store';
import { Checkpoint, StoredEvent } from '../event-store/event-store.types';

/**
 * Events per page (two pages in memory: the one applied, the one read). Large, because a rebuild
 * runs in one transaction and every row a page's statements update leaves a version nothing can
 * prune before the commit: a wallet updated once per page of 50,000 events carries ~20 versions at
 * a million events, once per page of 5,000 ~200, and every later statement wades through them.
 */
export const REBUILD_PAGE_EVENTS = 50_000;
/** Bound on the events a rebuild reads: far above this product's size, low enough to stop a runaway. */
export const MAX_REBUILD_EVENTS = 50_000_000;

export interface PageQuery {
  types: readonly string[];
  /** Only events of transactions every snapshot sees (below xmin): a reader running beside writers. */
  onlyVisibleToAll: boolean;
  pageSize: number;
}

/** One page after `after`, ordered by the xid8 column itself (its text copy would sort "10002" before "2615"). */
export async function readPage(q: Queryable, after: Checkpoint, query: PageQuery): Promise<StoredEvent[]> {
  const found = await rows(
    q,
    `SELECT ${EVENT_COLUMNS} FROM events
     WHERE (events.tx_id, events.global_position) > ($1::xid8, $2::bigint) AND events.type = ANY($3::text[])
       ${query.onlyVisibleToAll ? 'AND events.tx_id < pg_snapshot_xmin(pg_current_snapshot())' : ''}
     ORDER BY events.tx_id, events.global_position
     LIMIT $4`,
    [after.txId, after.globalPosition, [...query.types], query.pageSize],
  );
  return found.map((row) => toStoredEvent(row as never));
}

export const checkpointOf = (event: StoredEvent): Checkpoint => ({ txId: event.txId, globalPosition: event.globalPosition });

/**
 * Pages after `from` until the log is exhausted, each next page requested before the current one
 * is handed over. A page still being read when the caller stops is awaited, so the reader's
 * connection is never released in the middle of a query.
 */
export async function* pagesAfter(read: (after: Checkpoint) => Promise<StoredEvent[]>, from: Checkpoint, maxEvents = MAX_REBUILD_EVENTS): AsyncGenerator<StoredEvent[]> {
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
      if (seen > maxEvents) throw new Error(`rebuild read more than ${maxEvents} events`);
      pending = read(checkpointOf(page[page.length - 1]));
      pending.catch(() => undefined);
      yield page;
    }
  } finally {
    if (pending) await pending.catch(() => undefined);
  }
}
