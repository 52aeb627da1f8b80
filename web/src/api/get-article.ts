import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BoardName } from '@/lib/board-labels';

export type ArticleLink = { id: string; title: string };
export type Attachment = { name: string; url: string };

/** GET /api/boards/{board}/{id}: `body_html` is sanitized by the server; operators open every post, investor-only ones included. */
export type Article = {
  id: string;
  board: BoardName;
  title: string;
  body_html: string;
  created_at: string;
  updated_at?: string;
  pinned?: boolean;
  investor_only?: boolean;
  product_id?: string | null;
  category?: string | null;
  source?: string | null;
  link_url?: string | null;
  attachments?: Attachment[];
  prev?: ArticleLink | null;
  next?: ArticleLink | null;
};

export const getArticle = (board: BoardName, articleId: string, signal?: AbortSignal) =>
  api.get<Article>(`/boards/${board}/${encodeURIComponent(articleId)}`, undefined, signal);

export const articleQueryOptions = (board: BoardName, articleId: string) =>
  queryOptions({
    queryKey: ['boards', board, 'article', articleId],
    queryFn: ({ signal }) => getArticle(board, articleId, signal),
  });

export const useArticle = (board: BoardName, articleId: string, enabled = true) => useQuery({ ...articleQueryOptions(board, articleId), enabled });
