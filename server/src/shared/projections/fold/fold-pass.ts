// One read of the log folded into several projections at once: pages of events in
// global_position order (rebuild-pages.ts explains why that order), each event given to every
// fold that handles its type. Only the columns a fold reads are fetched, as arrays, not objects:
// parsing rows is most of what reading a million events costs Node.
import { performance } from 'node:perf_hooks';
import { BUSINESS_AT_SQL } from '../../event-store/event-store';
import type { StoredEvent, Tx } from '../../event-store/event-store.types';
import type { Projection } from '../../event-store/inline-projections';
import { EventSet, filterOf, pagesAfter, REBUILD_PAGE_EVENTS } from '../rebuild-pages';
import type { ProgressListener, RebuildProgress } from '../rebuild-progress';
import { clientOf } from './copy-streams';
import type { ProjectionFold } from './projection-fold';
import { assert } from '../../errors/domain-error';

const PROGRESS_EVERY_MS = 2_000;

export interface FoldTarget {
  projection: Projection;
  fold: ProjectionFold;
  state: unknown;
  handles: ReadonlySet<string>;
  applied: number;
  applyMs: number;
  /** The last event folded in. */
  position: number;
}

export function foldTargetOf(projection: Projection): FoldTarget {
  assert(projection.fold, `${projection.name} has no fold`);
  return { projection, fold: projection.fold, state: projection.fold.start(), handles: new Set(projection.handles), applied: 0, applyMs: 0, position: 0 };
}

type LeanRow = [string, string, number, string, unknown, number, number];

async function readLeanPage(tx: Tx, after: number, types: readonly string[], events: EventSet, pageSize: number): Promise<StoredEvent[]> {
  const filter = filterOf(events);
  const result = await clientOf(tx).query<LeanRow>({
    // recorded_at and the business instant (the same rule as EVENT_COLUMNS) as whole epoch
    // milliseconds: a number is parsed far faster than a timestamp's text, and the Date made from
    // it is the one pg makes from the text (which drops the microseconds).
    text: `SELECT global_position, stream_id, stream_version, type, data, floor(extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_ms,
             floor(extract(epoch FROM ${BUSINESS_AT_SQL}) * 1000)::float8 AS business_ms FROM events
           WHERE events.global_position > $1 AND events.type = ANY($2::text[]) ${filter.sql}
           ORDER BY events.global_position LIMIT $3`,
    values: [after, types, pageSize, ...filter.params],
    rowMode: 'array',
  });
  return result.rows.map(([position, streamId, streamVersion, type, data, recordedMs, businessMs]) => ({
    globalPosition: Number(position), streamId, streamVersion, type, data, metadata: {}, recordedAt: new Date(recordedMs), businessAt: new Date(businessMs), txId: '',
  }));
}

/** Folds every event of `events` (read on `tx`) into the targets; answers how many were read. */
export interface FoldProgress {
  phase: RebuildProgress['phase'];
  listener: ProgressListener;
  /** Each projection's events in the log, the total progress counts towards. */
  totals: Map<string, number>;
}

export async function foldEvents(tx: Tx, targets: readonly FoldTarget[], events: EventSet, progress?: FoldProgress, pageSize = REBUILD_PAGE_EVENTS): Promise<number> {
  const types = [...new Set(targets.flatMap((t) => [...t.handles]))];
  // Each type's targets, and each target's share of the page: one lookup per event instead of
  // one per event and target, and a target's time is its own events' (not the scan past others').
  const targetsOf = new Map(types.map((type) => [type, targets.filter((t) => t.handles.has(type)).map((t) => targets.indexOf(t))]));
  const shares: StoredEvent[][] = targets.map(() => []);
  let read = 0;
  let reportedAtMs = performance.now();
  for await (const page of pagesAfter((after) => readLeanPage(tx, after, types, events, pageSize))) {
    read += page.length;
    for (const share of shares) share.length = 0;
    for (const event of page) for (const index of targetsOf.get(event.type) ?? []) shares[index].push(event);
    targets.forEach((target, index) => foldShare(target, shares[index]));
    if (progress && performance.now() - reportedAtMs > PROGRESS_EVERY_MS) {
      reportedAtMs = performance.now();
      report(targets, progress);
    }
  }
  return read;
}

/** A target's events of one page, in the log's order. */
function foldShare(target: FoldTarget, share: readonly StoredEvent[]): void {
  if (share.length === 0) return;
  const startedMs = performance.now();
  for (const event of share) target.fold.apply(target.state, event);
  target.applied += share.length;
  target.position = share[share.length - 1].globalPosition;
  target.applyMs += performance.now() - startedMs;
}

export function report(targets: readonly FoldTarget[], { phase, listener, totals }: FoldProgress): void {
  for (const t of targets) listener({ name: t.projection.name, phase, applied: t.applied, total: totals.get(t.projection.name) ?? t.applied, applyMs: Math.round(t.applyMs) });
}
