// What the main thread and a verify lane's worker thread say to each other.
import type { FoldVerifyReport } from '../../shared/projections/fold/fold-rebuild';
import type { RebuildProgress } from '../../shared/projections/rebuild-progress';

export interface LaneRequest {
  /** The primary database (never a replica: the snapshot lives there). */
  url: string;
  /** pg_export_snapshot() of the main lane's REPEATABLE READ transaction, held open until every lane answers. */
  snapshot: string;
  names: string[];
  /** Each projection's events in the log, as the main lane counted them: present when progress is to be reported. */
  totals?: [string, number][];
  pageSize?: number;
}

export type LaneMessage =
  | { kind: 'progress'; progress: RebuildProgress }
  | { kind: 'done'; reports: FoldVerifyReport[] }
  | { kind: 'error'; message: string; stack?: string };
