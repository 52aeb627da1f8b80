import { api } from '@/lib/api-client';

export type ProjectionReport = {
  name: string;
  position: number;
  lag: number;
  ok: boolean;
  differences: { table: string; only_in_live: unknown[]; only_in_log: unknown[] }[];
};

/** GET /admin/ledger/verify: every read model recomputed from the event log and compared (run on demand, not cached). */
export const verifyLedger = () => api.get<{ ok: boolean; projections: ProjectionReport[] }>('/admin/ledger/verify');
