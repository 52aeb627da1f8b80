import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvestorTypeRequest } from '@/api/types';
import type { InvestorTypeApplicationRequest } from '@server/identity/http/identity-requests.schema';
import { api } from '@/lib/api-client';
import { myInvestorTypeRequestsKey } from './investor-type-requests';

/** POST /api/me/investor_type_requests `{investor_type, evidence}` → 201 the application (pending). */
export const applyInvestorType = (input: InvestorTypeApplicationRequest) =>
  api.post<InvestorTypeRequest>('/me/investor_type_requests', input);

/** The new application shows in the list at once. */
export const useApplyInvestorType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyInvestorType,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myInvestorTypeRequestsKey }),
  });
};
