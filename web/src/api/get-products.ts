import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { Product } from './types';

export type ProductListParams = { status?: string; type?: string; page?: number; size?: number };

/** GET /products: filters by status and type, paged (the list, the home page, the landing pages). */
export const getProducts = (params: ProductListParams, signal?: AbortSignal) => api.get<Page<Product>>('/products', params, signal);

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: ['products', 'list', params], queryFn: ({ signal }) => getProducts(params, signal) });

export const useProducts = (params: ProductListParams) => useQuery(productsQueryOptions(params));
