import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// An investor's ledger at a past moment, typed by the server's endpoint schema (type-only).
import type { InvestorHistory } from '@server/ledger-ops/http/ledger-answers.schema';
export type { InvestorHistory };
export type HistoryLine = InvestorHistory['lines'][number];

/** GET /admin/ledger/history?email=&as_of= */
export const useInvestorHistory = (query: { email: string; asOf: string } | null) =>
  useQuery({
    queryKey: ['admin', 'ledger', 'history', query],
    queryFn: ({ signal }) => api.get<InvestorHistory>('/admin/ledger/history', { email: query?.email, as_of: query?.asOf || undefined }, signal),
    enabled: Boolean(query?.email),
  });
