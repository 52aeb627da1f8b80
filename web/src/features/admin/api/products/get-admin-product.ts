import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminProduct } from './admin-product.types';

/** GET /admin/products/{id}: one product for the editor. */
export const getAdminProduct = (productId: string, signal?: AbortSignal) => api.get<AdminProduct>(`/admin/products/${encodeURIComponent(productId)}`, undefined, signal);

export const adminProductQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['admin', 'products', 'detail', productId], queryFn: ({ signal }) => getAdminProduct(productId, signal) });

export const useAdminProduct = (productId: string | null) => useQuery({ ...adminProductQueryOptions(productId ?? ''), enabled: Boolean(productId) });
