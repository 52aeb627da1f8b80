import { api } from '@/lib/api-client';

/** DELETE /api/admin/boards/{board}/{id} → 204. */
export const removeArticle = (board: string, id: string) => api.delete<void>(`/admin/boards/${board}/${encodeURIComponent(id)}`);
