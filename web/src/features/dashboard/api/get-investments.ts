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

/** An investment's own status, or its product's once the loan runs (연체, 상환 완료). */
export const INVESTMENT_STATUS_LABELS: Record<string, string> = {
  placed: '모집 중',
  executed: '상환 중',
  repaying: '상환 중',
  completed: '상환 완료',
  overdue: '연체',
  canceled: '취소',
};
