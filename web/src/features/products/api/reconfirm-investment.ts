import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelInvestment } from '@/api/cancel-investment';
import { invalidateAfterMoneyMoved } from '@/api/money-moved';
import { api } from '@/lib/api-client';

/** POST /investments/{id}/reconfirm: the investor keeps the investment in the product whose target was lowered. */
export const reconfirmInvestment = (investmentId: string) => api.post<unknown>(`/investments/${encodeURIComponent(investmentId)}/reconfirm`, {});

/** The investor's answer: keep (reconfirm) or cancel (DELETE /investments/{id}). */
export const useAnswerReconfirmation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investmentId, keep }: { investmentId: string; keep: boolean }) => (keep ? reconfirmInvestment(investmentId) : cancelInvestment(investmentId)),
    onSuccess: () => invalidateAfterMoneyMoved(queryClient),
  });
};
