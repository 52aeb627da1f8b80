import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WithdrawAccount } from '@/api/types';

export type WithdrawAccountInput = { bank_code: string; account_number: string; holder_name: string; password: string };

/** POST /withdraw_account: the bank checks the holder's name; the password is asked again (step-up). */
export const registerWithdrawAccount = (input: WithdrawAccountInput) => api.post<WithdrawAccount>('/withdraw_account', input);

export const useRegisterWithdrawAccount = (onRegistered?: (account: WithdrawAccount) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithdrawAccount,
    // BankFailureNotice explains every refusal beside the form: the global handler does not toast it too.
    meta: { inlineError: true },
    onSuccess: (account) => {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      onRegistered?.(account);
    },
  });
};
