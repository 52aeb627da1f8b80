/** The boards as operators see them (labels duplicated from the boards feature: features do not import each other). */
export const ADMIN_BOARDS: Record<string, string> = {
  notice: '공지사항',
  guide: '이용가이드',
  event: '이벤트',
  press: '보도자료',
  faq: '자주 묻는 질문',
  overdue: '연체 공지',
  announcement: '공시',
  disclosure: '정보공개',
};

export type AdminAttachment = { name: string; url: string };

/** The body of POST /api/admin/boards/{board} and PATCH …/{id}; `body` is HTML, sanitized by the server on save. */
export type ArticleInput = {
  title: string;
  body: string;
  pinned: boolean;
  investor_only: boolean;
  product_id: string | null;
  category: string | null;
  source: string | null;
  link_url: string | null;
  attachments: AdminAttachment[];
};

export type AdminArticle = ArticleInput & { id: string; board: string; body_html: string; created_at: string; updated_at: string };
export type AdminArticleSummary = { id: string; title: string; created_at: string; pinned: boolean; investor_only: boolean; product_id?: string; category?: string };
