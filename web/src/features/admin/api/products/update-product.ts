import { api } from '@/lib/api-client';
import type { AdminProduct, ProductForm } from './admin-product.types';

/** PATCH /admin/products/{id}: only the fields that changed. */
export const updateProduct = (productId: string, changes: Partial<ProductForm>) => api.patch<AdminProduct>(`/admin/products/${encodeURIComponent(productId)}`, changes);
