import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Typed by the server's endpoint schema (server/src/auto-invest/http), type-only.
import type { AutoInvestPolicyView } from '@server/auto-invest/http/auto-invest-answers.schema';
export type { AutoInvestPolicyView };
export type AutoInvestPolicyChange = AutoInvestPolicyView['history'][number];
export type AutoInvestPolicyValues = Pick<AutoInvestPolicyView, 'effective_on' | 'auto_invest_share_bp' | 'max_amount_per_product'>;

export const autoInvestPolicyKey = ['admin', 'auto_invest_policy'] as const;

/** GET /admin/auto_invest_policy */
export const getAutoInvestPolicy = (signal?: AbortSignal) => api.get<AutoInvestPolicyView>('/admin/auto_invest_policy', undefined, signal);

export const useAutoInvestPolicy = () => useQuery(queryOptions({ queryKey: autoInvestPolicyKey, queryFn: ({ signal }) => getAutoInvestPolicy(signal) }));
