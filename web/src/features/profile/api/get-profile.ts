import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Profile } from './profile';

/** GET /api/me (the same cache entry as the header's and guards' `me`). */
export const profileQueryKey = ['me'] as const;

export const getProfile = (signal?: AbortSignal) => api.get<{ user: Profile }>('/me', undefined, signal).then((b) => b.user);

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
