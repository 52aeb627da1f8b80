import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateProducts } from './product-cache';

export type LowerTargetInput = { target_amount: number; reconfirm_hours: number };

/** POST /admin/products/{id}/lower_target: investors then keep or cancel within `reconfirm_hours`. */
export const lowerTarget = (productId: string, input: LowerTargetInput) => api.post<unknown>(`/admin/products/${encodeURIComponent(productId)}/lower_target`, input);

export const useLowerTarget = (productId: string, onDone?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LowerTargetInput) => lowerTarget(productId, input),
    onSuccess: () => {
      invalidateProducts(queryClient);
      onDone?.();
    },
  });
};
