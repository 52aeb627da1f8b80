// The operators' self-check writes: save the year's draft (PUT) and publish it (POST …/publish
// with an Idempotency-Key, one per publication the operator means: a retry after no answer is the
// same publication and publishes nothing twice).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SecuritySelfCheck } from '@/api/security-self-check.types';
import { selfChecksKey } from './get-security-self-checks';

/** PUT /admin/security_self_checks/{year}'s body, typed by the endpoint's schema. */
export type { SelfCheckDraftRequest as SelfCheckInput } from '@server/disclosures/http/security-self-check-requests.schema';
import type { SelfCheckDraftRequest as SelfCheckInput } from '@server/disclosures/http/security-self-check-requests.schema';

export const useSaveSelfCheck = (year: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SelfCheckInput) => api.put<SecuritySelfCheck>(`/admin/security_self_checks/${year}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: selfChecksKey }),
    // The form names the refused fields itself.
    meta: { inlineFailCodes: ['invalid_input'] },
  });
};

export const usePublishSelfCheck = (year: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => api.post<SecuritySelfCheck>(`/admin/security_self_checks/${year}/publish`, {}, { 'Idempotency-Key': idempotencyKey }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: selfChecksKey }),
    // The confirmation dialog says these itself.
    meta: { inlineFailCodes: ['invalid_input', 'not_found', 'duplicate_ticket'] },
  });
};
