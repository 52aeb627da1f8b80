import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BasketItem = {
  product_id: string;
  title: string;
  amount: number;
  rate_bp: number;
  term_months: number;
  status?: string;
  suspended?: boolean;
  remaining_amount?: number;
};
export type Basket = { items: BasketItem[]; total_amount: number };

export const basketQueryKey = ['basket'] as const;

/** GET /basket. */
export const getBasket = (signal?: AbortSignal) => api.get<Basket>('/basket', undefined, signal);

export const basketQueryOptions = () => queryOptions({ queryKey: basketQueryKey, queryFn: ({ signal }) => getBasket(signal) });

export const useBasket = () => useQuery(basketQueryOptions());
