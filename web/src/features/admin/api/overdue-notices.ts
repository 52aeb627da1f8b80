// GET /admin/overdue_notices (every product with an overdue notice) and
// POST /admin/products/{id}/overdue_notices {reason} (publish the reason: the post is revised and
// the product's investors are notified again).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OverdueNotice = {
  product_id: string;
  seq: number;
  due_on: string;
  article_id: string;
  posted_on: string;
  /** 5 Korean business days after the due date: the law's limit. */
  deadline_on: string;
  late: boolean;
  reason: string | null;
  reason_at: string | null;
  revision: number;
  /** The borrower's money for the installment arrived since. */
  settled: boolean;
};

export type OverdueProduct = { product_id: string; title: string; status: string; notices: OverdueNotice[] };

const KEY = ['admin', 'overdue-notices'] as const;

export const useOverdueBoard = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<{ items: OverdueProduct[] }>('/admin/overdue_notices', undefined, signal).then((b) => b.items) });

export function usePublishOverdueReason(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post<OverdueNotice>(`/admin/products/${encodeURIComponent(productId)}/overdue_notices`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
