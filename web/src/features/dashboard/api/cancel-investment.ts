import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /investments/{id}: cancel while the product is still raising (investment_not_cancelable otherwise). */
export const cancelInvestment = (investmentId: string) => api.delete<{ balance: number }>(`/investments/${encodeURIComponent(investmentId)}`);

/** Money came back to the balance: the wallet, holdings, dashboard and the product's funding are stale. */
const STALE_AFTER_CANCEL = [['wallet'], ['investments'], ['dashboard'], ['products'], ['invest-limits']];

export const useCancelInvestment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvestment,
    onSuccess: () => {
      for (const queryKey of STALE_AFTER_CANCEL) void queryClient.invalidateQueries({ queryKey });
    },
  });
};
