import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WithdrawAccount } from '@/api/types';

export type { WithdrawAccountRequest as WithdrawAccountInput } from '@server/wallet/http/wallet-requests.schema';
import type { WithdrawAccountRequest as WithdrawAccountInput } from '@server/wallet/http/wallet-requests.schema';

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
