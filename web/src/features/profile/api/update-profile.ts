import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/api/get-me';
import type { User } from '@/api/types';
import type { UpdateMeRequest } from '@server/identity/http/identity-requests.schema';
import { api } from '@/lib/api-client';

/**
 * PATCH /api/me `{name?, phone?, password}` → `{user}`; the password is the step-up (a wrong one is
 * invalid_credentials, five lock it for 10 minutes); the server rewrites the logined_user cookie.
 */
export const updateProfile = (input: UpdateMeRequest) => api.patch<{ user: User }>('/me', input);

/** The answer is the new account: the header's and the profile's `me` take it as is. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
};
