import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvestorTypeApplication } from '@/api/types';
import { api } from '@/lib/api-client';
import { investorTypeApplicationsKey } from './investor-type-requests';

export type Decision = 'approve' | 'reject';

/** POST /api/admin/investor_type_requests/{id}/{approve|reject} → the decided application; approval changes the user's type at once. */
export const decideInvestorTypeRequest = (id: string, decision: Decision) =>
  api.post<InvestorTypeApplication>(`/admin/investor_type_requests/${encodeURIComponent(id)}/${decision}`, {});

/** The application left the pending list, and an approval changed the member's type in the member list. */
export const useDecideInvestorTypeRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) => decideInvestorTypeRequest(id, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: investorTypeApplicationsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
};
