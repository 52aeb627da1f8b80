import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { autoInvestPolicyKey, type AutoInvestPolicyView } from './get-auto-invest-policy';

/** PUT /admin/auto_invest_policy's body, typed by the endpoint's schema. */
export type { AutoInvestPolicyRequest as AutoInvestPolicyInput } from '@server/auto-invest/http/auto-invest-requests.schema';
import type { AutoInvestPolicyRequest as AutoInvestPolicyInput } from '@server/auto-invest/http/auto-invest-requests.schema';

/** PUT /admin/auto_invest_policy: products opening from `effective_on` on are placed by it; the same date again replaces the change. */
export const saveAutoInvestPolicy = (input: AutoInvestPolicyInput) => api.put<AutoInvestPolicyView>('/admin/auto_invest_policy', input);

export const useSaveAutoInvestPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAutoInvestPolicy,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: autoInvestPolicyKey }),
    // The confirmation dialog says which value was refused and why.
    meta: { inlineFailCodes: ['invalid_input'] },
  });
};
