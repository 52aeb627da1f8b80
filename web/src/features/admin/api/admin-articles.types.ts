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
