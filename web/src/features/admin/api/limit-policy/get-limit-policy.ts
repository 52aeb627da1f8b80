import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LimitPolicyView } from '@server/investing/limits/http/limit-policy-answers.schema';

// The policy's shapes come from the server's endpoint schema (type-only, so Vite bundles none of it).
export type { LimitPolicyChange, LimitPolicyValues, LimitPolicyView, TypeLimits } from '@server/investing/limits/http/limit-policy-answers.schema';

export const limitPolicyKey = ['admin', 'limit_policy'] as const;

/** GET /admin/limit_policy */
export const getLimitPolicy = (signal?: AbortSignal) => api.get<LimitPolicyView>('/admin/limit_policy', undefined, signal);

export const useLimitPolicy = () => useQuery(queryOptions({ queryKey: limitPolicyKey, queryFn: ({ signal }) => getLimitPolicy(signal) }));
