import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { limitPolicyKey, type LimitPolicyView } from './get-limit-policy';

/** PUT /admin/limit_policy's body, typed by the endpoint's schema. */
export type { LimitPolicyRequest as LimitPolicyInput } from '@server/investing/limits/http/limit-policy-requests.schema';
import type { LimitPolicyRequest as LimitPolicyInput } from '@server/investing/limits/http/limit-policy-requests.schema';

/**
 * PUT /admin/limit_policy: from `effective_on` (not before the business today) investments placed
 * are judged by it; values left out keep those in force; the same date again replaces the change.
 */
export const saveLimitPolicy = (input: LimitPolicyInput) => api.put<LimitPolicyView>('/admin/limit_policy', input);

export const useSaveLimitPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLimitPolicy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: limitPolicyKey }),
    // The confirmation dialog says which value was refused and why.
    meta: { inlineFailCodes: ['invalid_input'] },
  });
};
