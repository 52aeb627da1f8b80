import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvestorTypeApplication } from '@/api/types';
import { api, type Page } from '@/lib/api-client';

/** GET /api/admin/investor_type_requests?status=&page=&size= (operators): pending first, newest first. */
export type ApplicationFilter = { status: '' | InvestorTypeApplication['status']; page: number; size: number };

export const investorTypeApplicationsKey = ['admin', 'investor_type_requests'] as const;

export const getInvestorTypeApplications = (filter: ApplicationFilter, signal?: AbortSignal) =>
  api.get<Page<InvestorTypeApplication>>('/admin/investor_type_requests', filter, signal);

export const investorTypeApplicationsOptions = (filter: ApplicationFilter) =>
  queryOptions({
    queryKey: [...investorTypeApplicationsKey, filter],
    queryFn: ({ signal }) => getInvestorTypeApplications(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useInvestorTypeApplications = (filter: ApplicationFilter) => useQuery(investorTypeApplicationsOptions(filter));
