import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';
import type { AdminArticleSummary } from './admin-articles.types';

/** GET /api/boards/{board}: the same list readers see (operators open every post from it). */
export const useAdminBoard = (board: string, page: number, q: string) =>
  useQuery({
    queryKey: ['boards', board, 'list', { page, size: 20, q }],
    queryFn: ({ signal }) => api.get<Page<AdminArticleSummary>>(`/boards/${board}`, { page, size: 20, q }, signal),
    placeholderData: keepPreviousData,
  });
