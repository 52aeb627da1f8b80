import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** An investment whose product's target was lowered, waiting for the investor's answer (온투법 12조③). */
export type PendingReconfirmation = {
  investment_id: string;
  product_id: string;
  title: string;
  amount: number;
  target_amount: number;
  raised_amount: number;
  reconfirm_by: string;
};

/** GET /investments/reconfirmations?product_id= (the caller's own). */
export const useReconfirmations = (productId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['investments', 'reconfirmations', productId],
    queryFn: ({ signal }) => api.get<{ items: PendingReconfirmation[] }>('/investments/reconfirmations', { product_id: productId }, signal).then((b) => b.items),
    enabled,
  });

/** Keep (POST /investments/{id}/reconfirm) or cancel (DELETE /investments/{id}) an investment. */
export const useAnswerReconfirmation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investmentId, keep }: { investmentId: string; keep: boolean }) =>
      keep ? api.post<unknown>(`/investments/${encodeURIComponent(investmentId)}/reconfirm`, {}) : api.delete<unknown>(`/investments/${encodeURIComponent(investmentId)}`),
    onSuccess: () => {
      for (const queryKey of [['investments'], ['products'], ['wallet'], ['dashboard'], ['invest-limits']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
};
