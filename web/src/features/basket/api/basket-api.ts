import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BasketItem = { product_id: string; title: string; amount: number; rate_bp: number; term_months: number };
export type Basket = { items: BasketItem[]; total_amount: number };

export const basketQueryKey = ['basket'] as const;

export const useBasket = () => useQuery({ queryKey: basketQueryKey, queryFn: ({ signal }) => api.get<Basket>('/basket', undefined, signal) });

export const removeBasketItem = (productId: string) => api.delete<Basket>(`/basket/items/${encodeURIComponent(productId)}`);

/** Investing is two calls: a one-use ticket, then the all-or-nothing investment carrying it. */
export async function investBasket(items: { product_id: string; amount: number }[]) {
  const { ticket } = await api.post<{ ticket: string; expires_at: string }>('/invest_tickets', {});
  return api.post<{ investments: { id: string; product_id: string; amount: number; status: string }[]; balance: number }>('/investments', {
    ticket,
    items,
  });
}
