import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/api/types';
import type { LogInRequest } from '@server/identity/http/identity-requests.schema';
import { api } from '@/lib/api-client';
import { startNewSession } from './session-cache';

/** POST /api/auth/login: sets the session cookies; invalid_credentials (400, `attempts_left`), account_locked / too_many_requests (429). */
export type LoginInput = LogInRequest;

export const login = (input: LoginInput) => api.post<{ user: User }>('/auth/login', input);

export const useLogin = () => {
  const queryClient = useQueryClient();
  // The login form shows every failure (the lock, the attempts left) once, under the fields: no toast.
  return useMutation({ mutationFn: login, meta: { inlineError: true }, onSuccess: () => startNewSession(queryClient) });
};
