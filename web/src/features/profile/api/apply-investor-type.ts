import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvestorTypeRequest, RequestableType } from '@/api/types';
import { api } from '@/lib/api-client';
import { myInvestorTypeRequestsKey } from './investor-type-requests';

/** POST /api/me/investor_type_requests `{investor_type, evidence}` → 201 the application (pending). */
export const applyInvestorType = (input: { investor_type: RequestableType; evidence: string }) =>
  api.post<InvestorTypeRequest>('/me/investor_type_requests', input);

/** The new application shows in the list at once. */
export const useApplyInvestorType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyInvestorType,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myInvestorTypeRequestsKey }),
  });
};
