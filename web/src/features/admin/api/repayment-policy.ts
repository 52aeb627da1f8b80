import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RepaymentPolicyView = { platform_registered: boolean; income_tax_bp: number; local_tax_rate_pct: number; fee_bp: number; updated_at: string };

/** GET /admin/repayment_policy */
export const useRepaymentPolicy = () =>
  useQuery({ queryKey: ['admin', 'repayment_policy'], queryFn: ({ signal }) => api.get<RepaymentPolicyView>('/admin/repayment_policy', undefined, signal) });

/** PUT /admin/repayment_policy {platform_registered?, fee_bp?}: applies to loans executed from now on. */
export const saveRepaymentPolicy = (input: { platform_registered: boolean; fee_bp: number }) => api.put<RepaymentPolicyView>('/admin/repayment_policy', input);
