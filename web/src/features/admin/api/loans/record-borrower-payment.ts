import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLoansKey } from './get-admin-loans';

export type BorrowerPaymentResult = { payment_id: string; funded_seqs: number[]; repaid_early: boolean; loan: { credit: number } };

/** POST /admin/products/{id}/borrower_repayments {amount, paid_on} */
export const recordBorrowerPayment = (input: { productId: string; amount: number; paidOn: string }) =>
  api.post<BorrowerPaymentResult>(`/admin/products/${encodeURIComponent(input.productId)}/borrower_repayments`, { amount: input.amount, paid_on: input.paidOn });

/** A payment funds installments (or pays the loan off): the loan list and its detail are stale. */
export const useRecordBorrowerPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordBorrowerPayment, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminLoansKey }) });
};
