import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type User = {
  id: string;
  email: string;
  name: string;
  phone: string;
  role: 'investor' | 'operator';
  investor_type: 'general' | 'income_qualified' | 'professional';
  has_vaccount: boolean;
  created_at: string;
};

export const meQueryKey = ['me'] as const;

export const getMe = (signal?: AbortSignal) => api.get<{ user: User }>('/me', undefined, signal).then((body) => body.user);

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}

export type LoginInput = { email: string; password: string };
export const login = (input: LoginInput) => api.post<{ user: User }>('/auth/login', input);

export const logout = () => api.post<void>('/auth/logout');

export type SignUpInput = { email: string; password: string; name: string; phone: string; agree_terms: true };
export const signUp = (input: SignUpInput) => api.post<{ user: User }>('/auth/sign_up', input);

export const requestPasswordReset = (email: string) => api.post<unknown>('/auth/password_reset_request', { email });

export const verifyPasswordReset = (token: string, newPassword: string) =>
  api.post<void>('/auth/password_reset_verify', { token, new_password: newPassword });

export const INVESTOR_TYPE_LABELS: Record<User['investor_type'], string> = {
  general: '일반 투자자',
  income_qualified: '소득적격 투자자',
  professional: '전문 투자자',
};
