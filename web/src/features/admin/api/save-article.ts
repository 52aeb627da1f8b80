import { api } from '@/lib/api-client';
import type { AdminArticle, ArticleInput } from './admin-articles.types';

/** POST /api/admin/boards/{board} (new) or PATCH /api/admin/boards/{board}/{id} (edit). */
export const saveArticle = (board: string, id: string | null, input: ArticleInput) =>
  id ? api.patch<AdminArticle>(`/admin/boards/${board}/${encodeURIComponent(id)}`, input) : api.post<AdminArticle>(`/admin/boards/${board}`, input);
