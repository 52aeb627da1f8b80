import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Withdrawal = { id: string; amount: number; status: 'requested' | 'completed'; balance: number };

/**
 * POST /withdrawals with an Idempotency-Key: one key per withdrawal the investor means, so a
 * retried or double-clicked submission is the same withdrawal, never a second one.
 */
export const createWithdrawal = (input: { amount: number; password: string; idempotencyKey: string }) =>
  api.post<Withdrawal>('/withdrawals', { amount: input.amount, password: input.password }, { 'Idempotency-Key': input.idempotencyKey });

export const useCreateWithdrawal = (onDone?: (withdrawal: Withdrawal) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // BankFailureNotice explains every refusal beside the form: the global handler does not toast it too.
    meta: { inlineError: true },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    onSuccess: (withdrawal) => onDone?.(withdrawal),
  });
};
