import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

import type { ProductType } from '@/api/types';

/** The bad-loan terms of the policy (late interest, maximum rate, acceleration) and the 개인채무자보호법 switches. */
export type BadLoanPolicyFields = {
  late_interest_bp: number;
  max_rate_bp: number;
  acceleration_days: number;
  personal_debtor_types: ProductType[];
  personal_debtor_max_principal: number;
  acceleration_notice_days: number;
};

export type RepaymentPolicyChange = BadLoanPolicyFields & { effective_on: string; platform_registered: boolean; income_tax_bp: number; fee_bp: number; changed_by: string | null; changed_at: string };

export type RepaymentPolicyView = BadLoanPolicyFields & {
  platform_registered: boolean;
  income_tax_bp: number;
  local_tax_rate_pct: number;
  fee_bp: number;
  updated_at: string;
  /** The business today the policy above is in force on. */
  in_force_on: string;
  /** Newest effective date first; later ones are not in force yet. */
  history: RepaymentPolicyChange[];
};

export const repaymentPolicyKey = ['admin', 'repayment_policy'] as const;

/** GET /admin/repayment_policy */
export const getRepaymentPolicy = (signal?: AbortSignal) => api.get<RepaymentPolicyView>('/admin/repayment_policy', undefined, signal);

export const repaymentPolicyQueryOptions = () => queryOptions({ queryKey: repaymentPolicyKey, queryFn: ({ signal }) => getRepaymentPolicy(signal) });

export const useRepaymentPolicy = () => useQuery(repaymentPolicyQueryOptions());
