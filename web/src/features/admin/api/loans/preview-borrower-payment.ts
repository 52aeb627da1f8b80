import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLoansKey } from './get-admin-loans';
import type { AllocatedInstallment, PaymentAllocation } from './loan.types';

export type BorrowerPaymentInput = { productId: string; amount: number; paidOn: string };
export type BorrowerPaymentPreview = { allocation: PaymentAllocation; installments: AllocatedInstallment[] };

/** POST /admin/products/{id}/borrower_repayments/preview {amount, paid_on}: where the payment would go now; books nothing. */
export const previewBorrowerPayment = (input: BorrowerPaymentInput) =>
  api.post<BorrowerPaymentPreview>(`/admin/products/${encodeURIComponent(input.productId)}/borrower_repayments/preview`, { amount: input.amount, paid_on: input.paidOn });

/** Under the loans' key: a payment booked meanwhile makes the preview stale with the loan. */
export const borrowerPaymentPreviewQueryOptions = (input: BorrowerPaymentInput) =>
  queryOptions({
    queryKey: [...adminLoansKey, 'payment-preview', input.productId, input.amount, input.paidOn],
    queryFn: () => previewBorrowerPayment(input),
    // Always asked afresh when the confirmation opens: the loan may have moved since.
    staleTime: 0,
    gcTime: 0,
  });

/** The preview while the confirmation is open (`input` null: closed, nothing asked). */
export const useBorrowerPaymentPreview = (input: BorrowerPaymentInput | null) =>
  useQuery({ ...borrowerPaymentPreviewQueryOptions(input ?? { productId: '', amount: 0, paidOn: '' }), enabled: input !== null });
