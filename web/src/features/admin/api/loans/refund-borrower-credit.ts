import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLoansKey } from './get-admin-loans';

/** POST /admin/products/{id}/borrower_refunds {amount}: pays the borrower's credit back (never more than it). */
export const refundBorrowerCredit = (input: { productId: string; amount: number }) =>
  api.post<{ refunded: number; loan: { credit: number } }>(`/admin/products/${encodeURIComponent(input.productId)}/borrower_refunds`, { amount: input.amount });

export const useRefundBorrowerCredit = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundBorrowerCredit, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminLoansKey }) });
};
