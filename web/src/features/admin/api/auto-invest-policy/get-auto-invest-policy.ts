import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AutoInvestPolicyValues = {
  effective_on: string;
  /** The share of a product's target auto-placements may take (시행령 12조). */
  auto_invest_share_bp: number;
  /** The most a contract may invest per product (per-investment documents are waived up to it, 시행령 21조). */
  max_amount_per_product: number;
};

export type AutoInvestPolicyChange = AutoInvestPolicyValues & { changed_by: string | null; changed_at: string; status: 'past' | 'in_force' | 'scheduled' };

export type AutoInvestPolicyView = AutoInvestPolicyValues & {
  /** The business today the values are in force on. */
  in_force_on: string;
  /** Every effective date, newest first. */
  history: AutoInvestPolicyChange[];
};

export const autoInvestPolicyKey = ['admin', 'auto_invest_policy'] as const;

/** GET /admin/auto_invest_policy */
export const getAutoInvestPolicy = (signal?: AbortSignal) => api.get<AutoInvestPolicyView>('/admin/auto_invest_policy', undefined, signal);

export const useAutoInvestPolicy = () => useQuery(queryOptions({ queryKey: autoInvestPolicyKey, queryFn: ({ signal }) => getAutoInvestPolicy(signal) }));
