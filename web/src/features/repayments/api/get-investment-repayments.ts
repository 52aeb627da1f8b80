import { queryOptions, useQuery } from '@tanstack/react-query';
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

export type InvestmentRepayments = {
  product: { id: string; title: string; type?: string; rate_bp: number; term_months: number; repayment_method?: string; status: string };
  invested_amount: number;
  schedule: RepaymentRow[];
};

export const getInvestmentRepayments = (productId: string, signal?: AbortSignal) =>
  api.get<InvestmentRepayments>(`/investments/${encodeURIComponent(productId)}/repayments`, undefined, signal);

export const investmentRepaymentsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['investments', productId, 'repayments'], queryFn: ({ signal }) => getInvestmentRepayments(productId, signal) });

export const useInvestmentRepayments = (productId: string) => useQuery(investmentRepaymentsQueryOptions(productId));
