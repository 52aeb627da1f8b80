import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminLoansKey } from '../loans/get-admin-loans';

export type BorrowerDepositAnswer = { tid: string; product_id: string; amount: number };

/** POST /admin/sandbox/borrower_deposits (sandbox only): the sandbox bank sends a signed deposit to the loan's repayment account. */
export const sendBorrowerDeposit = (input: { productId: string; amount: number }) =>
  api.post<BorrowerDepositAnswer>('/admin/sandbox/borrower_deposits', { product_id: input.productId, amount: input.amount });

/** The deposit is the borrower's payment (or, refused, an unmatched deposit): loans and unmatched deposits are stale. */
export const useSendBorrowerDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBorrowerDeposit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminLoansKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'unmatched-deposits'] });
    },
  });
};
