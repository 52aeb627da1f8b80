import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvestorTypeRequest } from '@/api/types';
import { api } from '@/lib/api-client';

/** GET /api/me/investor_type_requests: the investor's own applications, newest first. */
export const myInvestorTypeRequestsKey = ['me', 'investor_type_requests'] as const;

export const getMyInvestorTypeRequests = (signal?: AbortSignal) =>
  api.get<{ items: InvestorTypeRequest[] }>('/me/investor_type_requests', undefined, signal).then((b) => b.items);

export const myInvestorTypeRequestsOptions = () =>
  queryOptions({ queryKey: myInvestorTypeRequestsKey, queryFn: ({ signal }) => getMyInvestorTypeRequests(signal) });

export const useMyInvestorTypeRequests = () => useQuery(myInvestorTypeRequestsOptions());
