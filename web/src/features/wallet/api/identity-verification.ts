import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The part of GET /me the first-deposit journey needs (same cache key as the account's own query). */
type Me = { id: string; name: string; identity_verified: boolean };

export const identityStatusOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => api.get<{ user: Me }>('/me', undefined, signal).then((b) => b.user) });

export const useIdentityStatus = () => useQuery(identityStatusOptions());

export type IdentityClaim = { name: string; birth_date: string; phone: string };

/** POST /me/identity_verification (본인인증): the verified name becomes the legal name. */
export const verifyIdentity = (claim: IdentityClaim) => api.post<{ user: Me }>('/me/identity_verification', claim);

export const useVerifyIdentity = (onVerified?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyIdentity,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(['me'], (old: object | undefined) => ({ ...(old ?? {}), ...user }));
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onVerified?.();
    },
  });
};
