import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLoansKey } from './get-admin-loans';

export type BorrowerPaymentResult = { payment_id: string; funded_seqs: number[]; repaid_early: boolean; loan: { credit: number } };

/**
 * POST /admin/products/{id}/borrower_repayments {amount, paid_on} with an Idempotency-Key: one key
 * per payment the operator means, so a retried or double-clicked submission is booked once.
 */
export const recordBorrowerPayment = (input: { productId: string; amount: number; paidOn: string; idempotencyKey: string }) =>
  api.post<BorrowerPaymentResult>(
    `/admin/products/${encodeURIComponent(input.productId)}/borrower_repayments`,
    { amount: input.amount, paid_on: input.paidOn },
    { 'Idempotency-Key': input.idempotencyKey },
  );

/** A payment funds installments (or pays the loan off): the loan list and its detail are stale. */
export const useRecordBorrowerPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordBorrowerPayment,
    // The confirmation dialog explains these itself (borrower-payment-form.tsx).
    meta: { inlineFailCodes: ['duplicate_ticket', 'invalid_input', 'product_state_conflict'] },
    // Even a refusal may follow a payment booked under the same key: the payments shown are refreshed.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminLoansKey }),
  });
};
