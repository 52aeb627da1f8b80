import { api } from '@/lib/api-client';
import type { Basket } from './get-basket';

/** PUT /basket/items/{product_id}: changes an item's amount; answers the whole basket. */
export const putBasketItem = (productId: string, amount: number) => api.put<Basket>(`/basket/items/${encodeURIComponent(productId)}`, { amount });
