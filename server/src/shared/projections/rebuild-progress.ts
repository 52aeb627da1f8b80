// How a long verify or replay reports how far it is (the ledger CLI prints it), and the totals it
// counts towards: each projection's events in the log.
import type { Tx } from '../event-store/event-store.types';
import type { Projection } from '../event-store/inline-projections';

/** Progress of a long verify or replay: events folded so far out of the log's events of that projection. */
export interface RebuildProgress {
  name: string;
  phase: 'verify' | 'replay';
  applied: number;
  total: number;
  /** Time spent folding this projection's events so far (the pass's reading is shared, not in it). */
  applyMs: number;
}
export type ProgressListener = (progress: RebuildProgress) => void;

/** Log size per projection (one scan of the log for all of them), for progress totals and lane weights. */
export async function totalsOf(tx: Tx, projections: readonly Projection[]): Promise<Map<string, number>> {
  const types = [...new Set(projections.flatMap((p) => p.handles))];
  const counts: { type: string; n: string }[] = await tx.query(`SELECT type, count(*) AS n FROM events WHERE type = ANY($1::text[]) GROUP BY type`, [types]);
  const byType = new Map(counts.map((c) => [c.type, Number(c.n)]));
  return new Map(projections.map((p) => [p.name, p.handles.reduce((sum, type) => sum + (byType.get(type) ?? 0), 0)]));
}
