import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/api/get-me';
import type { User } from '@/api/types';
import { api } from '@/lib/api-client';

/**
 * `beneficial_owner` (실제소유자): a corporation's, required of it and refused to an individual.
 * `confirm_name_change`: the investor saw both names and agreed to take the verified one.
 * `rrn_consent` / `rrn`: an individual's consent to give the resident registration number for the tax forms, and the number (optional).
 */
export type { IdentityClaimRequest as IdentityClaim } from '@server/identity/http/identity-requests.schema';
import type { IdentityClaimRequest as IdentityClaim } from '@server/identity/http/identity-requests.schema';

/** POST /me/identity_verification (본인인증): the verified name becomes the legal name. */
export const verifyIdentity = (claim: IdentityClaim) => api.post<{ user: User }>('/me/identity_verification', claim);

/** The account now has its legal name and is verified: `me` takes it at once, then is read again. */
export const useVerifyIdentity = (onVerified?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyIdentity,
    // The step answers these itself (identity-verification-step.tsx): the failure under the fields,
    // a name unlike the account's in a dialog that shows both names and asks.
    meta: { inlineFailCodes: ['identity_verification_failed', 'name_change_unconfirmed'] },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(meQueryKey, (old: User | undefined) => ({ ...(old ?? {}), ...user }));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      onVerified?.();
    },
  });
};
