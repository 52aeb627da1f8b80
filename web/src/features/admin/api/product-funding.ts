import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateProducts } from './products/product-cache';

/** GET /admin/products/{id}/investments: each investment with the disclosure version its investor confirmed. */
export type AdminInvestmentLine = {
  id: string;
  user_id: string;
  email: string | null;
  name: string | null;
  amount: number;
  status: 'placed' | 'canceled' | 'executed';
  invested_at: string;
  disclosure_version: string | null;
  reconfirm_status: 'pending' | 'confirmed' | null;
  reconfirm_by: string | null;
  cancel_reason: string | null;
};

export const useProductInvestments = (productId: string) =>
  useQuery({
    queryKey: ['admin', 'products', productId, 'investments'],
    queryFn: ({ signal }) => api.get<{ items: AdminInvestmentLine[] }>(`/admin/products/${encodeURIComponent(productId)}/investments`, undefined, signal).then((b) => b.items),
  });

/** POST /admin/products/{id}/lower_target: investors then keep or cancel within `reconfirm_hours`. */
export const useLowerTarget = (productId: string, onDone?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { target_amount: number; reconfirm_hours: number }) => api.post<unknown>(`/admin/products/${encodeURIComponent(productId)}/lower_target`, input),
    onSuccess: () => {
      invalidateProducts(queryClient);
      onDone?.();
    },
  });
};
