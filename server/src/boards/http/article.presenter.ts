// The API's snake_case shapes of an article (docs/api.md, Boards and pages). Beyond the contract's
// fields, additive ones: category (faq), source and link_url (press), attachments, updated_at.
import type { ArticleLink, ArticleRecord, ArticleSummary } from '../articles/article.types';

export function presentSummary(a: ArticleSummary) {
  return {
    id: a.id,
    title: a.title,
    created_at: a.createdAt.toISOString(),
    pinned: a.pinned,
    investor_only: a.investorOnly,
    ...(a.productId ? { product_id: a.productId } : {}),
    ...(a.category ? { category: a.category } : {}),
    ...(a.source ? { source: a.source } : {}),
    ...(a.linkUrl ? { link_url: a.linkUrl } : {}),
  };
}

export function presentArticle(a: ArticleRecord, neighbours?: { prev: ArticleLink | null; next: ArticleLink | null }) {
  return {
    id: a.id,
    board: a.board,
    title: a.title,
    body_html: a.bodyHtml,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    pinned: a.pinned,
    investor_only: a.investorOnly,
    product_id: a.productId,
    category: a.category,
    source: a.source,
    link_url: a.linkUrl,
    attachments: a.attachments,
    ...(neighbours ? { prev: neighbours.prev, next: neighbours.next } : {}),
  };
}
