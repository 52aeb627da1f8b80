import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BoardName } from '@/lib/board-labels';

/** DELETE /api/admin/boards/{board}/{id} → 204. */
export const removeArticle = (board: BoardName, id: string) => api.delete<void>(`/admin/boards/${board}/${encodeURIComponent(id)}`);

export const useRemoveArticle = (board: BoardName) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeArticle(board, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['boards', board] }),
  });
};
