// One pass over the log for several projections at once: each page read once, each projection
// given the events of the page it handles — through `applyBatch` where it has one, else `apply`
// one by one. Projections write only their own tables, so applying them one after another per
// page leaves the same tables as applying every event to each in turn (as applyInline does).
import { performance } from 'node:perf_hooks';
import { StoredEvent, Tx } from '../event-store/event-store.types';
import { Projection, TableMap } from '../event-store/inline-projections';
import { fanOut } from './page-fan-out';

/** Progress of a long verify or replay: events applied so far out of the log's events of that projection. */
export interface RebuildProgress {
  name: string;
  phase: 'verify' | 'replay';
  applied: number;
  total: number;
  /** Time spent applying this projection's events so far (the pass's reading is shared, not in it). */
  applyMs: number;
}
export type ProgressListener = (progress: RebuildProgress) => void;

/** Progress is reported at most this often (and once at the end). */
const PROGRESS_EVERY_MS = 2_000;

export interface RebuildTarget {
  projection: Projection;
  tables: TableMap;
  handles: ReadonlySet<string>;
  applied: number;
  applyMs: number;
  /** The last event applied to this projection: where its rebuild stands. */
  position: number;
}

export const targetOf = (projection: Projection, tables: TableMap): RebuildTarget => ({
  projection, tables, handles: new Set(projection.handles), applied: 0, applyMs: 0, position: 0,
});

/** Every type some target handles: the pass reads only those. */
export const typesOf = (targets: readonly RebuildTarget[]): string[] => [...new Set(targets.flatMap((t) => [...t.handles]))];

export interface PassOptions {
  /** `apply` one event at a time even where `applyBatch` exists (the tests compare both). */
  oneByOne?: boolean;
  onPage?: (final: boolean) => void;
}

export async function applyPage(tx: Tx, targets: readonly RebuildTarget[], page: readonly StoredEvent[], oneByOne = false): Promise<void> {
  for (const target of targets) {
    const mine = page.filter((event) => target.handles.has(event.type));
    if (mine.length === 0) continue;
    const startedMs = performance.now();
    if (target.projection.applyBatch && !oneByOne) await target.projection.applyBatch(tx, mine, target.tables);
    else for (const event of mine) await target.projection.apply(tx, event, target.tables);
    target.applyMs += performance.now() - startedMs;
    target.applied += mine.length;
    target.position = mine[mine.length - 1].globalPosition;
  }
}

/** Projections applied on one connection (one PostgreSQL backend, so one core). */
export interface Lane {
  tx: Tx;
  targets: RebuildTarget[];
}

/**
 * Spreads projections over `lanes`, heaviest first onto the lightest lane, weighing each by the
 * events it has to apply (a rough proxy: a lane ahead waits for the slowest only MAX_PAGES_AHEAD
 * pages on).
 */
export function assignLanes<Item extends { name: string }, L>(items: readonly Item[], weights: Map<string, number>, lanes: readonly L[]): { lane: L; items: Item[] }[] {
  const out = lanes.map((lane) => ({ lane, items: [] as Item[], weight: 0 }));
  const weightOf = (item: Item) => weights.get(item.name) ?? 0;
  for (const item of [...items].sort((a, b) => weightOf(b) - weightOf(a))) {
    const lightest = out.reduce((min, l) => (l.weight < min.weight ? l : min));
    lightest.items.push(item);
    lightest.weight += weightOf(item);
  }
  return out.filter((l) => l.items.length > 0).map(({ lane, items: mine }) => ({ lane, items: mine }));
}

/**
 * Applies every page to every lane's targets, the lanes in parallel and each at its own pace
 * (page-fan-out.ts), each page read once; answers the position of the last event read (`from`
 * when none). A failing lane stops the others between pages, and the read is closed before this
 * returns or throws, so no connection is left in the middle of a statement.
 */
export async function runPass(lanes: readonly Lane[], pages: AsyncIterable<StoredEvent[]>, from = 0, options: PassOptions = {}): Promise<number> {
  let position = from;
  const iterator = pages[Symbol.asyncIterator]();
  const positioned: AsyncIterator<StoredEvent[]> = {
    next: async () => {
      const next = await iterator.next();
      if (!next.done) position = next.value[next.value.length - 1].globalPosition;
      return next;
    },
  };
  try {
    await fanOut(positioned, lanes.map((lane) => (page: StoredEvent[]) => applyPage(lane.tx, lane.targets, page, options.oneByOne)), () => options.onPage?.(false));
  } finally {
    await iterator.return?.();
  }
  options.onPage?.(true);
  return position;
}

/** Log size per projection (one scan of the log for all of them), for progress totals and lane weights. */
export async function totalsOf(tx: Tx, projections: readonly Projection[]): Promise<Map<string, number>> {
  const types = [...new Set(projections.flatMap((p) => p.handles))];
  const counts: { type: string; n: string }[] = await tx.query(`SELECT type, count(*) AS n FROM events WHERE type = ANY($1::text[]) GROUP BY type`, [types]);
  const byType = new Map(counts.map((c) => [c.type, Number(c.n)]));
  return new Map(projections.map((p) => [p.name, p.handles.reduce((sum, type) => sum + (byType.get(type) ?? 0), 0)]));
}

/** A page callback reporting every target's progress at most every PROGRESS_EVERY_MS, and all at the end. */
export function progressReporter(targets: readonly RebuildTarget[], phase: RebuildProgress['phase'], totals: Map<string, number>, listener: ProgressListener): (final: boolean) => void {
  let lastAtMs = Date.now();
  return (final) => {
    if (!final && Date.now() - lastAtMs < PROGRESS_EVERY_MS) return;
    lastAtMs = Date.now();
    for (const t of targets) {
      const name = t.projection.name;
      listener({ name, phase, applied: t.applied, total: totals.get(name) ?? 0, applyMs: Math.round(t.applyMs) });
    }
  };
}
