import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HistoryLine = { position: number; version: number; at: string; type: string; amount: number; held_change: number; balance_after: number; held_after: number; product_id: string | null; data: unknown };
export type InvestorHistory = { user: { id: string; email: string; name: string }; as_of: string; balance: number; held: number; lines: HistoryLine[] };

/** GET /admin/ledger/history?email=&as_of= */
export const useInvestorHistory = (query: { email: string; asOf: string } | null) =>
  useQuery({
    queryKey: ['admin', 'ledger', 'history', query],
    queryFn: ({ signal }) => api.get<InvestorHistory>('/admin/ledger/history', { email: query?.email, as_of: query?.asOf || undefined }, signal),
    enabled: Boolean(query?.email),
  });
