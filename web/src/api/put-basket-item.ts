import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { basketQueryKey } from './get-basket';
import type { BasketItemRequest } from '@server/investing/http/investing-requests.schema';
import type { Basket } from './types';

/** PUT /basket/items/{product_id}: adds the product or changes its amount; answers the whole basket. */
export const putBasketItem = (productId: string, amount: number) => api.put<Basket>(`/basket/items/${encodeURIComponent(productId)}`, { amount } satisfies BasketItemRequest);

/** The answer is the new basket: the cache takes it as is (the header's count follows). */
export const usePutBasketItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, amount }: { productId: string; amount: number }) => putBasketItem(productId, amount),
    // Its screen shows every failure beside the form: the global handler does not toast it too.
    meta: { inlineError: true },
    onSuccess: (basket) => queryClient.setQueryData(basketQueryKey, basket),
  });
};
