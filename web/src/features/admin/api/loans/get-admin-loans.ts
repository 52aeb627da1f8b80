import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LoanStatus, LoanSummary } from './loan.types';

/** Every loan query (list and detail) sits under this key: a payment or a batch run makes them all stale. */
export const adminLoansKey = ['admin', 'loans'] as const;

/** GET /admin/loans?status= */
export const getAdminLoans = (status: LoanStatus | '', signal?: AbortSignal) =>
  api.get<{ items: LoanSummary[] }>('/admin/loans', { status: status || undefined }, signal).then((b) => b.items);

export const adminLoansQueryOptions = (status: LoanStatus | '') => queryOptions({ queryKey: [...adminLoansKey, status], queryFn: ({ signal }) => getAdminLoans(status, signal) });

export const useAdminLoans = (status: LoanStatus | '') => useQuery(adminLoansQueryOptions(status));
