import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basketQueryKey } from '@/api/get-basket';
import type { Basket } from '@/api/types';
import { api } from '@/lib/api-client';

/** DELETE /basket/items/{product_id}: answers the whole basket. */
export const deleteBasketItem = (productId: string) => api.delete<Basket>(`/basket/items/${encodeURIComponent(productId)}`);

/** The answer is the new basket: the cache (and the header's count) takes it as is. */
export const useDeleteBasketItem = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBasketItem, onSuccess: (basket) => queryClient.setQueryData(basketQueryKey, basket) });
};
