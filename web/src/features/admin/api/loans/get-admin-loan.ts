import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLoansKey } from './get-admin-loans';
import type { LoanDetail } from './loan.types';

/** GET /admin/loans/{product_id}: the loan with its installments and the borrower's payments. */
export const getAdminLoan = (productId: string, signal?: AbortSignal) => api.get<LoanDetail>(`/admin/loans/${encodeURIComponent(productId)}`, undefined, signal);

export const adminLoanQueryOptions = (productId: string) =>
  queryOptions({ queryKey: [...adminLoansKey, 'detail', productId], queryFn: ({ signal }) => getAdminLoan(productId, signal) });

export const useAdminLoan = (productId: string | null) => useQuery({ ...adminLoanQueryOptions(productId ?? ''), enabled: Boolean(productId) });
