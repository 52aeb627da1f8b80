import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /admin/bank/unmatched_deposits/{tid}/assign: credit the deposit to the investor it belongs to. */
export const assignUnmatchedDeposit = (input: { tid: string; userId: string }) =>
  api.post<{ tid: string; user_id: string; status: 'credited' | 'pending' }>(`/admin/bank/unmatched_deposits/${encodeURIComponent(input.tid)}/assign`, { user_id: input.userId });

export const useAssignUnmatchedDeposit = (onDone?: (answer: { status: 'credited' | 'pending' }) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUnmatchedDeposit,
    // The row answers its refusals beside the form (unmatched-deposits.tsx), field by field.
    meta: { inlineFailCodes: ['invalid_input'] },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'unmatched-deposits'] });
      onDone?.(answer);
    },
    // A refused amount withdraws the assignment and may change the row's reason: read the list again.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'unmatched-deposits'] }),
  });
};
