import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RepaymentRow = {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  tax_income: number;
  tax_local: number;
  fee: number;
  net: number;
  status: 'scheduled' | 'paid' | 'overdue';
  paid_at: string | null;
};

export type Repayments = {
  product: { id: string; title: string; rate_bp: number; term_months: number; status: string };
  invested_amount: number;
  schedule: RepaymentRow[];
};

export const useRepayments = (productId: string) =>
  useQuery({
    queryKey: ['investments', productId, 'repayments'],
    queryFn: ({ signal }) => api.get<Repayments>(`/investments/${encodeURIComponent(productId)}/repayments`, undefined, signal),
  });
