import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article } from '@/api/get-article';
import { api } from '@/lib/api-client';
import type { BoardName } from '@/lib/board-labels';
import type { ArticleInput } from './admin-articles.types';

/** POST /api/admin/boards/{board} (new) or PATCH /api/admin/boards/{board}/{id} (edit). */
export const saveArticle = (board: BoardName, id: string | null, input: ArticleInput) =>
  id ? api.patch<Article>(`/admin/boards/${board}/${encodeURIComponent(id)}`, input) : api.post<Article>(`/admin/boards/${board}`, input);

/** The board's list and the post itself are read again (readers and operators share them). */
export const useSaveArticle = (board: BoardName, id: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) => saveArticle(board, id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['boards', board] }),
  });
};
