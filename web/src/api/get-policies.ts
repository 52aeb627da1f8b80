import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/policies: every policy's current version, and one announced for later if any. */
export type PolicyListItem = { terms: string; title: string; version: number; effective_on: string; upcoming?: { version: number; effective_on: string } };

export const getPolicies = (signal?: AbortSignal) => api.get<{ items: PolicyListItem[] }>('/policies', undefined, signal);

export const policiesQueryOptions = () => queryOptions({ queryKey: ['policies', 'list'], queryFn: ({ signal }) => getPolicies(signal) });

export const usePolicies = () => useQuery(policiesQueryOptions());
