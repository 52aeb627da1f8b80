import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminProduct, ProductAction } from './admin-product.types';
import { invalidateProducts } from './product-cache';

/** POST /admin/products/{id}/{open|suspend|resume|cancel|execute}. */
export const runProductAction = (productId: string, action: ProductAction) =>
  api.post<AdminProduct>(`/admin/products/${encodeURIComponent(productId)}/${action}`, {});

export const useRunProductAction = (productId: string) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (action: ProductAction) => runProductAction(productId, action), onSuccess: () => invalidateProducts(queryClient) });
};
