// A projection's SQL form (the inline writer's `apply` / `applyBatch`) applied to the whole log
// in fresh tables: what the tests compare a projection's fold and its batches with. Verify and
// replay never do this (they fold: server/src/shared/projections/fold/fold-rebuild.ts); only the
// proofs that the SQL form and the fold agree do.
import { quoteIdent, Queryable, rows } from '../../server/src/shared/database/sql';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from '../../server/src/shared/event-store/event-store';
import type { StoredEvent, Tx } from '../../server/src/shared/event-store/event-store.types';
import type { Projection, TableMap } from '../../server/src/shared/event-store/inline-projections';
import { EventSet, filterOf, pagesAfter } from '../../server/src/shared/projections/rebuild-pages';

/** One page of the log after position `after`, of the given types, in global_position order. */
export async function readPage(q: Queryable, after: number, query: { types: readonly string[]; events: EventSet; pageSize: number }): Promise<StoredEvent[]> {
  const filter = filterOf(query.events);
  const found = await rows<EventRow>(
    q,
    `SELECT ${EVENT_COLUMNS} FROM events
     WHERE events.global_position > $1 AND events.type = ANY($2::text[]) ${filter.sql}
     ORDER BY events.global_position
     LIMIT $3`,
    [after, [...query.types], query.pageSize, ...filter.params],
  );
  return found.map(toStoredEvent);
}

/**
 * Fresh temporary tables shaped like the projection's live ones (defaults, constraints and
 * indexes), dropped with the transaction.
 */
export async function createShadowTables(tx: Tx, projection: Projection, suffix: string): Promise<TableMap> {
  const shadow: TableMap = {};
  for (const [logical, live] of Object.entries(projection.tables)) {
    const name = `${live}_${suffix}`;
    await tx.query(`DROP TABLE IF EXISTS ${quoteIdent(name)}`);
    await tx.query(`CREATE TEMPORARY TABLE ${quoteIdent(name)} (LIKE ${quoteIdent(live)} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES) ON COMMIT DROP`);
    shadow[logical] = name;
  }
  return shadow;
}

export interface SqlRebuilt {
  tables: TableMap;
  /** Events applied. */
  applied: number;
}

/**
 * The projection's SQL form over the whole log (as the tx's snapshot sees it) into fresh tables,
 * in pages of `pageSize` events: `oneByOne` through `apply` an event at a time, else each page's
 * events through `applyBatch` as the inline writer gives it an append's events.
 */
export async function rebuildBySql(tx: Tx, projection: Projection, suffix: string, how: { oneByOne: boolean; pageSize: number }): Promise<SqlRebuilt> {
  const tables = await createShadowTables(tx, projection, suffix);
  const query = { types: projection.handles, events: { kind: 'in_reader_snapshot' as const }, pageSize: how.pageSize };
  let applied = 0;
  for await (const page of pagesAfter((after) => readPage(tx, after, query))) {
    if (how.oneByOne || !projection.applyBatch) for (const event of page) await projection.apply(tx, event, tables);
    else await projection.applyBatch(tx, page, tables);
    applied += page.length;
  }
  return { tables, applied };
}
