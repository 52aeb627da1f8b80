import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Vaccount } from '@/api/types';

/** POST /vaccount: one virtual account per investor, issued by the bank. */
export const createVaccount = () => api.post<Vaccount>('/vaccount', {});

export const useCreateVaccount = (onIssued?: (vaccount: Vaccount) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVaccount,
    // BankFailureNotice explains every refusal beside the form: the global handler does not toast it too.
    meta: { inlineError: true },
    onSuccess: (vaccount) => {
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onIssued?.(vaccount);
    },
  });
};
