import { api } from '@/lib/api-client';
import type { AdminProduct, ProductForm } from './admin-product.types';

/** POST /admin/products: a new product, `scheduled`. */
export const createProduct = (form: ProductForm) => api.post<AdminProduct>('/admin/products', form);
