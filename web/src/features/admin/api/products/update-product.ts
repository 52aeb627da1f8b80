import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminProduct, ProductForm } from './admin-product.types';
import { invalidateProducts } from './product-cache';

/** PATCH /admin/products/{id}: only the fields that changed. */
export const updateProduct = (productId: string, changes: Partial<ProductForm>) => api.patch<AdminProduct>(`/admin/products/${encodeURIComponent(productId)}`, changes);

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, changes }: { productId: string; changes: Partial<ProductForm> }) => updateProduct(productId, changes),
    onSuccess: () => invalidateProducts(queryClient),
  });
};
