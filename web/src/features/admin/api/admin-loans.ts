import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type LoanStatus = 'repaying' | 'overdue' | 'completed';

export type LoanSummary = {
  product_id: string;
  title: string;
  status: LoanStatus;
  method: string;
  rate_bp: number;
  term_months: number;
  principal: number;
  repaid_principal: number;
  outstanding_principal: number;
  paid_interest: number;
  received: number;
  credit: number;
  investor_count: number;
  executed_at: string;
  overdue_since: string | null;
  next_due_on: string | null;
  overdue_installments: number;
};

export type LoanInstallment = {
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  total: number;
  status: 'scheduled' | 'funded' | 'distributed';
  overdue: boolean;
  funded_on: string | null;
  distributed_at: string | null;
};

export type LoanDetail = LoanSummary & { installments: LoanInstallment[]; payments: { payment_id: string; amount: number; paid_on: string; received_at: string }[] };

/** GET /admin/loans?status= */
export const adminLoansQueryOptions = (status: LoanStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'loans', status],
    queryFn: ({ signal }) => api.get<{ items: LoanSummary[] }>('/admin/loans', { status: status || undefined }, signal).then((b) => b.items),
  });
export const useAdminLoans = (status: LoanStatus | '') => useQuery(adminLoansQueryOptions(status));

/** GET /admin/loans/{product_id} */
export const adminLoanQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['admin', 'loans', 'detail', productId], queryFn: ({ signal }) => api.get<LoanDetail>(`/admin/loans/${encodeURIComponent(productId)}`, undefined, signal) });
export const useAdminLoan = (productId: string | null) => useQuery({ ...adminLoanQueryOptions(productId ?? ''), enabled: Boolean(productId) });

export type BorrowerPaymentResult = { payment_id: string; funded_seqs: number[]; repaid_early: boolean; loan: { credit: number } };

/** POST /admin/products/{id}/borrower_repayments {amount, paid_on} */
export const recordBorrowerPayment = (input: { productId: string; amount: number; paidOn: string }) =>
  api.post<BorrowerPaymentResult>(`/admin/products/${encodeURIComponent(input.productId)}/borrower_repayments`, { amount: input.amount, paid_on: input.paidOn });

/** POST /admin/products/{id}/borrower_refunds {amount}: pays the borrower's credit back (never more than it). */
export const refundBorrowerCredit = (input: { productId: string; amount: number }) =>
  api.post<{ refunded: number; loan: { credit: number } }>(`/admin/products/${encodeURIComponent(input.productId)}/borrower_refunds`, { amount: input.amount });

export const LOAN_STATUS_LABELS: Record<LoanStatus, string> = { repaying: '상환 중', overdue: '연체', completed: '상환 완료' };
export const INSTALLMENT_STATUS_LABELS: Record<LoanInstallment['status'], string> = { scheduled: '입금 대기', funded: '입금 완료(지급 대기)', distributed: '지급 완료' };
