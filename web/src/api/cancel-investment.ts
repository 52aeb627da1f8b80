import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CanceledInvestment } from '@server/investing/http/investing-answers.schema';
import { invalidateAfterMoneyMoved } from './money-moved';

/** DELETE /investments/{id}: cancel while the product is still raising (investment_not_cancelable otherwise); the 투자 내역 tab and a lowered target's reconfirmation both use it. */
export const cancelInvestment = (investmentId: string) => api.delete<CanceledInvestment>(`/investments/${encodeURIComponent(investmentId)}`);


export const useCancelInvestment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvestment,
    // Its screen shows every failure beside the form: the global handler does not toast it too.
    meta: { inlineError: true },
    onSuccess: () => {
      invalidateAfterMoneyMoved(queryClient);
    },
  });
};
