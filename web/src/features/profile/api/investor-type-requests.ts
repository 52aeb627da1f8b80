import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvestorType, RequestableType } from './profile';

/** An application for another investor type, as POST/GET /api/me/investor_type_requests answer it. */
export type InvestorTypeRequest = {
  id: string;
  investor_type: RequestableType;
  current_investor_type: InvestorType;
  evidence: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  decided_at: string | null;
};

export const myInvestorTypeRequestsKey = ['me', 'investor_type_requests'] as const;

export const getMyInvestorTypeRequests = (signal?: AbortSignal) =>
  api.get<{ items: InvestorTypeRequest[] }>('/me/investor_type_requests', undefined, signal).then((b) => b.items);

export const myInvestorTypeRequestsOptions = () =>
  queryOptions({ queryKey: myInvestorTypeRequestsKey, queryFn: ({ signal }) => getMyInvestorTypeRequests(signal) });

export const useMyInvestorTypeRequests = () => useQuery(myInvestorTypeRequestsOptions());
