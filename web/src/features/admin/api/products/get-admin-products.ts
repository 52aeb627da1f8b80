import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { AdminProductRow } from './admin-product.types';

/** GET /admin/products: every product, newest first, with the borrower unmasked. */
export const getAdminProducts = (page: number, status: string, signal?: AbortSignal) =>
  api.get<Page<AdminProductRow>>('/admin/products', { page, size: 20, status: status || undefined }, signal);

export const adminProductsQueryOptions = (page: number, status: string) =>
  queryOptions({ queryKey: ['admin', 'products', page, status], queryFn: ({ signal }) => getAdminProducts(page, status, signal), placeholderData: keepPreviousData });

export const useAdminProductList = (page: number, status: string) => useQuery(adminProductsQueryOptions(page, status));
