import { api } from '@/lib/api-client';
import type { AdminProduct, ProductAction } from './admin-product.types';

/** POST /admin/products/{id}/{open|suspend|resume|cancel|execute}. */
export const runProductAction = (productId: string, action: ProductAction) =>
  api.post<AdminProduct>(`/admin/products/${encodeURIComponent(productId)}/${action}`, {});
