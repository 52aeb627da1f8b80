import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Policy = { terms: string; title: string; body_html: string; effective_on: string };

export const usePolicy = (terms: string, enabled = true) =>
  useQuery({
    queryKey: ['policies', terms],
    queryFn: ({ signal }) => api.get<Policy>(`/policies/${encodeURIComponent(terms)}`, undefined, signal),
    enabled,
  });

export const POLICY_LINKS = [
  { terms: 'terms', label: '이용약관' },
  { terms: 'privacy', label: '개인정보처리방침' },
  { terms: 'investor_terms', label: '투자자 이용약관' },
];
