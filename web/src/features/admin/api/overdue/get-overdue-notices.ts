import { useQuery } from '@tanstack/react-query';
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

export const overdueNoticesKey = ['admin', 'overdue-notices'] as const;

/** GET /admin/overdue_notices: every product with an overdue notice, and its notices. */
export const getOverdueNotices = (signal?: AbortSignal) => api.get<{ items: OverdueProduct[] }>('/admin/overdue_notices', undefined, signal).then((b) => b.items);

export const useOverdueBoard = () => useQuery({ queryKey: overdueNoticesKey, queryFn: ({ signal }) => getOverdueNotices(signal) });
