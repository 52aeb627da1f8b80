import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { Product } from './types';

export type ProductListParams = {
  status?: string;
  type?: string;
  /** The product-comparison choices (GET /products): grades comma-separated, months, basis points. */
  sort?: string;
  grade?: string;
  term_min?: number;
  term_max?: number;
  rate_min_bp?: number;
  ltv_max_bp?: number;
  page?: number;
  size?: number;
};

/** GET /products: filters by status, type, grade, term, rate and LTV, sorted, paged (the list, the home page, the landing pages). */
export const getProducts = (params: ProductListParams, signal?: AbortSignal) => api.get<Page<Product>>('/products', params, signal);

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: ['products', 'list', params], queryFn: ({ signal }) => getProducts(params, signal) });

export const useProducts = (params: ProductListParams) => useQuery(productsQueryOptions(params));
