import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AdminPolicyItem = { terms: string; title: string; version: number; effective_on: string; upcoming?: { version: number; effective_on: string } };
export type AdminPolicy = { terms: string; title: string; body_html: string; effective_on: string; version: number };

/** GET /api/policies: every policy's current version. */
export const useAdminPolicies = () =>
  useQuery({ queryKey: ['policies', 'list'], queryFn: ({ signal }) => api.get<{ items: AdminPolicyItem[] }>('/policies', undefined, signal) });

/** GET /api/policies/{terms}: the current text, the starting point of a revision. */
export const useAdminPolicy = (terms: string | null) =>
  useQuery({
    queryKey: ['policies', terms, 'current'],
    queryFn: ({ signal }) => api.get<AdminPolicy>(`/policies/${encodeURIComponent(terms!)}`, undefined, signal),
    enabled: terms !== null,
  });
