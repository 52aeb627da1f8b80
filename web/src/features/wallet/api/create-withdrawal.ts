import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WithdrawalRequest } from '@server/wallet/http/wallet-requests.schema';

export type { Withdrawal } from '@server/wallet/http/wallet-answers.schema';
import type { Withdrawal } from '@server/wallet/http/wallet-answers.schema';

/**
 * POST /withdrawals with an Idempotency-Key: one key per withdrawal the investor means, so a
 * retried or double-clicked submission is the same withdrawal, never a second one.
 */
export const createWithdrawal = (input: { amount: number; password: string; idempotencyKey: string }) =>
  api.post<Withdrawal>('/withdrawals', { amount: input.amount, password: input.password } satisfies WithdrawalRequest, { 'Idempotency-Key': input.idempotencyKey });

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
