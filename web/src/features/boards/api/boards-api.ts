import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

export type BoardName = 'notice' | 'guide' | 'event' | 'press' | 'faq' | 'overdue' | 'announcement' | 'disclosure';

export type ArticleSummary = { id: string; title: string; created_at: string; pinned: boolean; investor_only: boolean; product_id?: string };
export type ArticleLink = { id: string; title: string };
export type Article = {
  id: string;
  board: BoardName;
  title: string;
  body_html: string;
  created_at: string;
  prev?: ArticleLink | null;
  next?: ArticleLink | null;
};

export type BoardListParams = { page?: number; size?: number; q?: string };

export const boardQueryOptions = (board: BoardName, params: BoardListParams) =>
  queryOptions({
    queryKey: ['boards', board, params],
    queryFn: ({ signal }) => api.get<Page<ArticleSummary>>(`/boards/${board}`, params, signal),
  });

export const useBoard = (board: BoardName, params: BoardListParams) => useQuery(boardQueryOptions(board, params));

export const articleQueryOptions = (board: BoardName, articleId: string) =>
  queryOptions({
    queryKey: ['boards', board, 'article', articleId],
    queryFn: ({ signal }) => api.get<Article>(`/boards/${board}/${encodeURIComponent(articleId)}`, undefined, signal),
  });

export const useArticle = (board: BoardName, articleId: string, enabled = true) =>
  useQuery({ ...articleQueryOptions(board, articleId), enabled });

export const BOARD_LABELS: Record<BoardName, { title: string; lead: string }> = {
  notice: { title: '공지사항', lead: '서비스 변경과 주요 소식을 알려 드립니다.' },
  guide: { title: '이용가이드', lead: '가입부터 투자, 상환까지 차근차근 안내합니다.' },
  event: { title: '이벤트', lead: '진행 중인 이벤트와 혜택을 확인하세요.' },
  press: { title: '보도자료', lead: '언론에 소개된 소식입니다.' },
  faq: { title: '자주 묻는 질문', lead: '회원님들이 자주 묻는 질문을 모았습니다.' },
  overdue: { title: '연체 공지', lead: '연체가 발생한 상품의 현황과 회수 진행 상황을 알려 드립니다.' },
  announcement: { title: '공시', lead: '법령에 따라 공시하는 사항입니다.' },
  disclosure: { title: '정보공개', lead: '경영 현황과 상품 현황을 공개합니다.' },
};

export const BOARD_NAMES = Object.keys(BOARD_LABELS) as BoardName[];

export function isBoardName(value: string | undefined): value is BoardName {
  return value !== undefined && (BOARD_NAMES as string[]).includes(value);
}
