import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /sandbox/deposits (sandbox only): the sandbox bank sends a real signed deposit notification. */
export const createSandboxDeposit = (amount: number) => api.post<{ tid: string; balance: number }>('/sandbox/deposits', { amount });

export const useSandboxDeposit = (onDeposited?: (answer: { tid: string; balance: number }) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSandboxDeposit,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      onDeposited?.(answer);
    },
  });
};
