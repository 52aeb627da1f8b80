import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RepaymentPolicyChange = { effective_on: string; platform_registered: boolean; income_tax_bp: number; fee_bp: number; changed_by: string | null; changed_at: string };

export type RepaymentPolicyView = {
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

/** GET /admin/repayment_policy */
export const useRepaymentPolicy = () =>
  useQuery({ queryKey: ['admin', 'repayment_policy'], queryFn: ({ signal }) => api.get<RepaymentPolicyView>('/admin/repayment_policy', undefined, signal) });

/**
 * PUT /admin/repayment_policy {platform_registered?, fee_bp?, effective_on?}: from that date income
 * tax of every payment follows it, and loans executed on or after it keep its fee.
 */
export const saveRepaymentPolicy = (input: { platform_registered: boolean; fee_bp: number; effective_on: string }) => api.put<RepaymentPolicyView>('/admin/repayment_policy', input);
