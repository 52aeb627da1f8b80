import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/policies: every policy's current version, and one announced for later if any (the server's endpoint schema, type-only). */
import type { PolicyList } from '@server/boards/http/board-answers.schema';
export type PolicyListItem = PolicyList['items'][number];

export const getPolicies = (signal?: AbortSignal) => api.get<{ items: PolicyListItem[] }>('/policies', undefined, signal);

export const policiesQueryOptions = () => queryOptions({ queryKey: ['policies', 'list'], queryFn: ({ signal }) => getPolicies(signal) });

export const usePolicies = () => useQuery(policiesQueryOptions());
