import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One investor type's limits in won (docs/api.md "Investor limits"). */
export type TypeLimits = { total: number; realty: number; pf: number; per_borrower: number };

export type LimitPolicyValues = {
  effective_on: string;
  general: TypeLimits;
  income_qualified: TypeLimits;
  /** The share of one product's target a professional or corporate investor may hold. */
  institutional_share_bp: number;
};

export type LimitPolicyChange = LimitPolicyValues & { changed_by: string | null; changed_at: string; status: 'past' | 'in_force' | 'scheduled' };

export type LimitPolicyView = LimitPolicyValues & {
  /** The business today the values are in force on. */
  in_force_on: string;
  /** Every effective date, newest first. */
  history: LimitPolicyChange[];
};

export const limitPolicyKey = ['admin', 'limit_policy'] as const;

/** GET /admin/limit_policy */
export const getLimitPolicy = (signal?: AbortSignal) => api.get<LimitPolicyView>('/admin/limit_policy', undefined, signal);

export const useLimitPolicy = () => useQuery(queryOptions({ queryKey: limitPolicyKey, queryFn: ({ signal }) => getLimitPolicy(signal) }));
