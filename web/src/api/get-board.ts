import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { BoardName } from '@/lib/board-labels';

/** GET /api/boards/{board}: investor-only posts are listed (title only) for everyone; operators manage posts from the same list. Typed by the server's endpoint schema (type-only). */
export type { ArticleSummary } from '@server/boards/http/board-answers.schema';
import type { ArticleSummary } from '@server/boards/http/board-answers.schema';

export type BoardListParams = { page?: number; size?: number; q?: string; category?: string };

export const getBoard = (board: BoardName, params: BoardListParams, signal?: AbortSignal) =>
  api.get<Page<ArticleSummary>>(`/boards/${board}`, params, signal);

export const boardQueryOptions = (board: BoardName, params: BoardListParams) =>
  queryOptions({
    queryKey: ['boards', board, 'list', params],
    queryFn: ({ signal }) => getBoard(board, params, signal),
    // Paging and searching keep the board's previous page on screen until the next arrives (never another board's).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === board ? previous : undefined),
  });

export const useBoard = (board: BoardName, params: BoardListParams) => useQuery(boardQueryOptions(board, params));
