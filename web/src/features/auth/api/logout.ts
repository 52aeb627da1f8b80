import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGIN_COOKIE } from '@/config/site';
import { api } from '@/lib/api-client';
import { removeCookie } from '@/lib/cookies';

/** POST /api/auth/logout: 204, and the server clears sid, logined_user and csrf_token. */
export const logout = () => api.post<void>('/auth/logout');

/** Logged out even if the request failed: the login cookie goes and nothing of the session stays cached. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      removeCookie(LOGIN_COOKIE);
      queryClient.clear();
    },
  });
};
