import { api } from '@/lib/api-client';

// The report, typed by the server's endpoint schema (type-only).
import type { LedgerReport } from '@server/ledger-ops/http/ledger-answers.schema';
/** One projection compared with a rebuild from the event log. */
export type ProjectionReport = LedgerReport['projections'][number];

/** GET /admin/ledger/verify: every read model recomputed from the event log and compared (run on demand, not cached). */
export const verifyLedger = () => api.get<LedgerReport>('/admin/ledger/verify');
