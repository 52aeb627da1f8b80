import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/api/types';
import type { SignUpRequest } from '@server/identity/http/identity-requests.schema';
import { api } from '@/lib/api-client';
import { startNewSession } from './session-cache';

/** POST /api/auth/sign_up: 201 and logged in; invalid_input with fields, email_taken (409). `corporate`: sign up as a corporation. */
export type SignUpBody = SignUpRequest;
/** What the form sends: the body, and whether the optional marketing box was ticked (saved after sign-up). */
export type SignUpInput = SignUpBody & { marketing: boolean };

export const signUp = ({ marketing: _marketing, ...body }: SignUpInput) => api.post<{ user: User }>('/auth/sign_up', body);

/** Signed up is logged in: a new session. */
export const useSignUp = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: () => startNewSession(queryClient) });
};
