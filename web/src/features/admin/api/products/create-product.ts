import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminProduct, ProductForm } from './admin-product.types';
import { invalidateProducts } from './product-cache';

/** POST /admin/products: a new product, `scheduled`. */
export const createProduct = (form: ProductForm) => api.post<AdminProduct>('/admin/products', form);

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateProducts(queryClient) });
};
