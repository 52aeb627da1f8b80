import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overdueNoticesKey, type OverdueNotice } from './get-overdue-notices';

/** POST /admin/products/{id}/overdue_notices {reason}: the post is revised and the product's investors are notified again. */
export const publishOverdueReason = (productId: string, reason: string) => api.post<OverdueNotice>(`/admin/products/${encodeURIComponent(productId)}/overdue_notices`, { reason });

export function usePublishOverdueReason(productId: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (reason: string) => publishOverdueReason(productId, reason), onSuccess: () => client.invalidateQueries({ queryKey: overdueNoticesKey }) });
}
