import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Profile = {
  id: string;
  email: string;
  name: string;
  phone: string;
  role: 'investor' | 'operator';
  investor_type: 'general' | 'income_qualified' | 'professional';
  has_vaccount: boolean;
  created_at: string;
};

export const profileQueryKey = ['me'] as const;

export const useProfile = () =>
  useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => api.get<{ user: Profile }>('/me', undefined, signal).then((b) => b.user) });

export const updateProfile = (input: { name?: string; phone?: string }) => api.patch<{ user: Profile }>('/me', input);

export const changePassword = (input: { current_password: string; new_password: string }) => api.post<void>('/me/password', input);

export const requestInvestorType = (input: { investor_type: 'income_qualified' | 'professional'; evidence: string }) =>
  api.post<unknown>('/me/investor_type_requests', input);

export const INVESTOR_TYPE_LABELS: Record<Profile['investor_type'], string> = {
  general: '일반 투자자',
  income_qualified: '소득적격 투자자',
  professional: '전문 투자자',
};
