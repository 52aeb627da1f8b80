// An operator's post (POST/PATCH /api/admin/boards/{board}[/{id}]) as read by its schema
// (boards.schema.ts), made a draft. The body is sanitized here, on save, so what is stored is what
// every reader gets; for PATCH the stored post fills what is absent.
import type { ArticleDraft, ArticleRecord } from '../articles/article.types';
import { sanitizeArticleHtml } from '../articles/html-sanitizer';
import { readAttachments, type ArticleInput } from './boards.schema';

/** Clearable text: absent keeps what is stored, null or blank clears it. */
const clearable = (value: string | null | undefined, current: string | null): string | null => (value === undefined ? current : value || null);

/** A full draft: for a new post `current` is undefined. */
export function articleDraft(input: ArticleInput, current?: ArticleRecord): ArticleDraft {
  const attachments = input.attachments === undefined ? (current?.attachments ?? []) : Array.isArray(input.attachments) ? (readAttachments(input.attachments) ?? []) : [];
  return {
    title: input.title ?? current?.title ?? '',
    bodyHtml: input.body === undefined ? (current?.bodyHtml ?? '') : sanitizeArticleHtml(input.body),
    pinned: input.pinned ?? current?.pinned ?? false,
    investorOnly: input.investor_only ?? current?.investorOnly ?? false,
    productId: input.product_id === undefined ? (current?.productId ?? null) : input.product_id,
    category: clearable(input.category, current?.category ?? null),
    source: clearable(input.source, current?.source ?? null),
    linkUrl: clearable(input.link_url, current?.linkUrl ?? null),
    attachments,
  };
}
