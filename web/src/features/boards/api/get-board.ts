import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { BoardName } from './board-labels';

/** GET /api/boards/{board}: investor-only posts are listed (title only) for everyone. */
export type ArticleSummary = {
  id: string;
  title: string;
  created_at: string;
  pinned: boolean;
  investor_only: boolean;
  product_id?: string;
  category?: string;
  source?: string;
  link_url?: string;
};

export type BoardListParams = { page?: number; size?: number; q?: string; category?: string };

export const getBoard = (board: BoardName, params: BoardListParams, signal?: AbortSignal) =>
  api.get<Page<ArticleSummary>>(`/boards/${board}`, params, signal);

export const boardQueryOptions = (board: BoardName, params: BoardListParams) =>
  queryOptions({
    queryKey: ['boards', board, 'list', params],
    queryFn: ({ signal }) => getBoard(board, params, signal),
  });

export const useBoard = (board: BoardName, params: BoardListParams) => useQuery(boardQueryOptions(board, params));
