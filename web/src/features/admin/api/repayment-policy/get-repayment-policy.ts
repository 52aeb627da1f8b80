import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The policy as the server's endpoint schema types it (server/src/repayments/http), type-only.
export type { RepaymentPolicyView } from '@server/repayments/http/repayment-answers.schema';
import type { RepaymentPolicyView } from '@server/repayments/http/repayment-answers.schema';

/** One effective date of the policy. */
export type RepaymentPolicyChange = RepaymentPolicyView['history'][number];

export const repaymentPolicyKey = ['admin', 'repayment_policy'] as const;

/** GET /admin/repayment_policy */
export const getRepaymentPolicy = (signal?: AbortSignal) => api.get<RepaymentPolicyView>('/admin/repayment_policy', undefined, signal);

export const repaymentPolicyQueryOptions = () => queryOptions({ queryKey: repaymentPolicyKey, queryFn: ({ signal }) => getRepaymentPolicy(signal) });

export const useRepaymentPolicy = () => useQuery(repaymentPolicyQueryOptions());
