import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductDetail } from './types';

/** GET /products/{id}?amount=: the detail, its disclosure, and a payout preview for `amount`. */
export const getProduct = (productId: string, amount: number, signal?: AbortSignal) =>
  api.get<ProductDetail>(`/products/${encodeURIComponent(productId)}`, { amount }, signal);

export const productQueryOptions = (productId: string, amount: number) =>
  queryOptions({ queryKey: ['products', 'detail', productId, amount], queryFn: ({ signal }) => getProduct(productId, amount, signal), placeholderData: keepPreviousData });

export const useProduct = (productId: string, amount: number) => useQuery(productQueryOptions(productId, amount));

/** Several products' details at once (the basket's confirmation lists each one's disclosure). */
export const useProductDetails = (items: { product_id: string; amount: number }[], enabled: boolean) =>
  useQueries({ queries: items.map((item) => ({ ...productQueryOptions(item.product_id, item.amount), enabled })) });
