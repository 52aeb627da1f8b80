import { api } from '@/lib/api-client';
import type { Basket } from './get-basket';

/** DELETE /basket/items/{product_id}: answers the whole basket. */
export const deleteBasketItem = (productId: string) => api.delete<Basket>(`/basket/items/${encodeURIComponent(productId)}`);
