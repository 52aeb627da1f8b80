import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminArticle } from './admin-articles.types';

/** GET /api/boards/{board}/{id}: operators may open every post, investor-only ones included. */
export const useAdminArticle = (board: string, id: string | null) =>
  useQuery({
    queryKey: ['boards', board, 'article', id],
    queryFn: ({ signal }) => api.get<AdminArticle>(`/boards/${board}/${encodeURIComponent(id!)}`, undefined, signal),
    enabled: id !== null,
  });
