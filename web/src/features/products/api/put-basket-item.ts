import { api } from '@/lib/api-client';

/** PUT /basket/items/{product_id}: adds the product to the basket or changes its amount. */
export const putBasketItem = (productId: string, amount: number) => api.put<unknown>(`/basket/items/${encodeURIComponent(productId)}`, { amount });
