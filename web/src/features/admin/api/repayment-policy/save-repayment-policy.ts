import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RepaymentPolicyRequest } from '@server/repayments/http/repayment-requests.schema';
import { repaymentPolicyKey, type RepaymentPolicyView } from './get-repayment-policy';

/** PUT /admin/repayment_policy's body, typed by the endpoint's schema; the form always sends the date it takes effect. */
export type RepaymentPolicyInput = RepaymentPolicyRequest & { effective_on: string };

/**
 * PUT /admin/repayment_policy: from `effective_on` income tax of every payment follows it, loans
 * executed on or after it keep its fee, late interest, maximum rate and personal-debtor status, and
 * the daily run judges acceleration by its days.
 */
export const saveRepaymentPolicy = (input: RepaymentPolicyInput) => api.put<RepaymentPolicyView>('/admin/repayment_policy', input);

/** The policy and its history are read again (a later effective date shows as 예정). */
export const useSaveRepaymentPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRepaymentPolicy, onSuccess: () => void queryClient.invalidateQueries({ queryKey: repaymentPolicyKey }) });
};
