import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The notices' types are the server's endpoint schemas' (type-only): a notice, and the board's
// products whose notices say whether the borrower's money has arrived since (settled).
import type { BoardNotice, OverdueBoardProductView } from '@server/repayments/http/overdue-notice-answers.schema';
export type OverdueNotice = BoardNotice;
export type OverdueProduct = OverdueBoardProductView;

export const overdueNoticesKey = ['admin', 'overdue-notices'] as const;

/** GET /admin/overdue_notices: every product with an overdue notice, and its notices. */
export const getOverdueNotices = (signal?: AbortSignal) => api.get<{ items: OverdueProduct[] }>('/admin/overdue_notices', undefined, signal).then((b) => b.items);

export const useOverdueBoard = () => useQuery({ queryKey: overdueNoticesKey, queryFn: ({ signal }) => getOverdueNotices(signal) });
