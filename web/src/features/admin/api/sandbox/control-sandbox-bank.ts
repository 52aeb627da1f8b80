import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sandboxBankKey, type SandboxBankControl, type SandboxBankState } from './get-sandbox-bank';

/** POST /admin/sandbox/bank (sandbox only): maintenance, a one-shot failure, another platform's holdings. */
export const controlSandboxBank = (input: SandboxBankControl) => api.post<SandboxBankState>('/admin/sandbox/bank', input);

/** The answer is the bank's new state: the cache takes it as is. */
export const useControlSandboxBank = (onDone?: (state: SandboxBankState) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: controlSandboxBank,
    onSuccess: (state) => {
      queryClient.setQueryData(sandboxBankKey, state);
      onDone?.(state);
    },
  });
};
