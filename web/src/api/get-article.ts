import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BoardName } from '@/lib/board-labels';

import type { ArticleDetail } from '@server/boards/http/board-answers.schema';

/** GET /api/boards/{board}/{id}: `body_html` is sanitized by the server; operators open every post, investor-only ones included. Typed by the server's endpoint schema (type-only). */
export type Article = ArticleDetail;
export type ArticleLink = NonNullable<Article['prev']>;
export type Attachment = Article['attachments'][number];

export const getArticle = (board: BoardName, articleId: string, signal?: AbortSignal) =>
  api.get<Article>(`/boards/${board}/${encodeURIComponent(articleId)}`, undefined, signal);

export const articleQueryOptions = (board: BoardName, articleId: string) =>
  queryOptions({
    queryKey: ['boards', board, 'article', articleId],
    queryFn: ({ signal }) => getArticle(board, articleId, signal),
  });

export const useArticle = (board: BoardName, articleId: string, enabled = true) => useQuery({ ...articleQueryOptions(board, articleId), enabled });
