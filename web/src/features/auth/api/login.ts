import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/api/types';
import { api } from '@/lib/api-client';
import { startNewSession } from './session-cache';

/** POST /api/auth/login: sets the session cookies; invalid_credentials (400), account_locked / too_many_requests (429). */
export type LoginInput = { email: string; password: string };

export const login = (input: LoginInput) => api.post<{ user: User }>('/auth/login', input);

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: () => startNewSession(queryClient) });
};
