import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Investment = {
  id: string;
  product_id: string;
  title: string;
  amount: number;
  status: string;
  product_status?: string;
  invested_at: string;
  outstanding_principal: number;
  received_interest: number;
};

export const getInvestments = (signal?: AbortSignal) =>
  api.get<Investment[] | { items: Investment[] }>('/investments', undefined, signal).then((b) => (Array.isArray(b) ? b : b.items));

export const investmentsQueryOptions = () => queryOptions({ queryKey: ['investments'], queryFn: ({ signal }) => getInvestments(signal) });

export const useInvestments = () => useQuery(investmentsQueryOptions());
