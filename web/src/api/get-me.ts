import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { User } from './types';

/** GET /api/me: the logged-in user (401 no_permission for a visitor). */
export const meQueryKey = ['me'] as const;

export const getMe = (signal?: AbortSignal) => api.get<{ user: User }>('/me', undefined, signal).then((body) => body.user);

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
