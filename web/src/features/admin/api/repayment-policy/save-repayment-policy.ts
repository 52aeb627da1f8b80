import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { repaymentPolicyKey, type RepaymentPolicyView } from './get-repayment-policy';

export type RepaymentPolicyInput = { platform_registered: boolean; fee_bp: number; effective_on: string };

/**
 * PUT /admin/repayment_policy {platform_registered?, fee_bp?, effective_on?}: from that date income
 * tax of every payment follows it, and loans executed on or after it keep its fee.
 */
export const saveRepaymentPolicy = (input: RepaymentPolicyInput) => api.put<RepaymentPolicyView>('/admin/repayment_policy', input);

/** The policy and its history are read again (a later effective date shows as 예정). */
export const useSaveRepaymentPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRepaymentPolicy, onSuccess: () => void queryClient.invalidateQueries({ queryKey: repaymentPolicyKey }) });
};
