// Validation of an operator's post (POST/PATCH /api/admin/boards/{board}[/{id}]). The body is
// sanitized here, on save, so what is stored is what every reader gets.
import { BodyReader, isUuid } from '../../shared/http/validation';
import type { ArticleDraft, ArticleRecord, Attachment } from '../articles/article.types';
import { isSafeHttpUrl, sanitizeArticleHtml } from '../articles/html-sanitizer';

const FIELDS = ['title', 'body', 'pinned', 'investor_only', 'product_id', 'category', 'source', 'link_url', 'attachments'] as const;
const MAX_BODY_CHARS = 60_000;
const MAX_ATTACHMENTS = 10;

function readAttachments(reader: BodyReader, raw: unknown): Attachment[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > MAX_ATTACHMENTS) {
    reader.fail('attachments', Array.isArray(raw) ? 'too_many' : 'must_be_array');
    return [];
  }
  const out: Attachment[] = [];
  for (const item of raw) {
    const name = typeof item?.name === 'string' ? item.name.trim() : '';
    const url = typeof item?.url === 'string' ? item.url.trim() : '';
    if (!name || name.length > 200 || !isSafeHttpUrl(url)) {
      reader.fail('attachments', 'invalid_attachment');
      return [];
    }
    out.push({ name, url });
  }
  return out;
}

function optionalText(reader: BodyReader, key: string, max: number, current: string | null): string | null {
  const raw = reader.raw(key);
  if (raw === undefined) return current;
  if (raw === null) return null;
  const value = reader.string(key, { max, optional: true });
  return value === '' ? null : value;
}

/** A full draft: for a new post `current` is undefined; for PATCH the stored post fills what is absent. */
export function readArticleInput(body: unknown, current?: ArticleRecord): ArticleDraft {
  const reader = new BodyReader(body, FIELDS);
  const creating = current === undefined;
  const title = reader.raw('title') === undefined && !creating ? current.title : reader.string('title', { max: 200 });

  let bodyHtml = current?.bodyHtml ?? '';
  if (creating || reader.raw('body') !== undefined) {
    const raw = reader.string('body', { max: MAX_BODY_CHARS, trim: false });
    bodyHtml = sanitizeArticleHtml(raw);
    if (raw.trim() !== '' && bodyHtml === '') reader.fail('body', 'empty_after_sanitize');
  }

  const pinned = reader.raw('pinned') === undefined ? (current?.pinned ?? false) : reader.boolean('pinned');
  const investorOnly = reader.raw('investor_only') === undefined ? (current?.investorOnly ?? false) : reader.boolean('investor_only');

  let productId = current?.productId ?? null;
  const rawProduct = reader.raw('product_id');
  if (rawProduct === null) productId = null;
  else if (rawProduct !== undefined) {
    if (isUuid(rawProduct)) productId = rawProduct.toLowerCase();
    else reader.fail('product_id', 'invalid_uuid');
  }

  const linkUrl = optionalText(reader, 'link_url', 1000, current?.linkUrl ?? null);
  if (linkUrl !== null && !isSafeHttpUrl(linkUrl)) reader.fail('link_url', 'invalid_url');
  const rawAttachments = reader.raw('attachments');
  const attachments = rawAttachments === undefined ? (current?.attachments ?? []) : readAttachments(reader, rawAttachments);

  const draft: ArticleDraft = {
    title,
    bodyHtml,
    pinned,
    investorOnly,
    productId,
    category: optionalText(reader, 'category', 40, current?.category ?? null),
    source: optionalText(reader, 'source', 60, current?.source ?? null),
    linkUrl,
    attachments,
  };
  reader.done();
  return draft;
}
