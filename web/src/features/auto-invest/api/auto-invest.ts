// GET/PUT/DELETE /me/auto_invest: the investor's standing contract (자동투자 기본계약), what it
// placed and skipped, and its share of the portfolio.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductType, RepaymentMethod } from '@/api/types';
import { api } from '@/lib/api-client';

export type AutoInvestCriteria = {
  types: ProductType[];
  grades: string[];
  min_rate_bp: number | null;
  max_term_months: number | null;
  repayment_methods: RepaymentMethod[];
  include_pf: boolean;
};

export type AutoInvestContract = {
  id: string;
  version: number;
  starts_on: string;
  ends_on: string;
  amount_per_product: number;
  total_limit: number;
  max_per_borrower: number | null;
  criteria: AutoInvestCriteria;
  active: boolean;
  stopped_at: string | null;
};

export type AutoInvestView = {
  contract: AutoInvestContract | null;
  placed: { count: number; amount: number };
  history: { version: number; text: string; acknowledged_at: string; stopped_at: string | null }[];
  recent: { product_id: string; title: string; outcome: 'placed' | 'skipped'; fail_code: string | null; amount: number; at: string }[];
  skipped: { fail_code: string; count: number }[];
  portfolio_share: { auto_amount: number; total_amount: number; share_bp: number };
};

export type AutoInvestRequest = {
  acknowledged: true;
  amount_per_product: number;
  total_limit: number;
  max_per_borrower: number | null;
  ends_on: string;
  criteria: AutoInvestCriteria;
};

export const autoInvestKey = ['auto-invest'] as const;

export const autoInvestQueryOptions = () =>
  queryOptions({ queryKey: autoInvestKey, queryFn: ({ signal }) => api.get<AutoInvestView>('/me/auto_invest', undefined, signal) });

export const useAutoInvest = () => useQuery(autoInvestQueryOptions());

/** PUT: set the contract, or replace it with a new version; a refusal is shown beside the form. */
export function useSaveAutoInvest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AutoInvestRequest) => api.put<{ contract: AutoInvestContract }>('/me/auto_invest', request),
    meta: { inlineError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: autoInvestKey }),
  });
}

/** DELETE: stop at once; a refusal is shown in the confirmation dialog. */
export function useStopAutoInvest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ contract: AutoInvestContract }>('/me/auto_invest'),
    meta: { inlineError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: autoInvestKey }),
  });
}
