// The boards (docs/api.md "Boards and pages"): lists and posts for the public, posts written by
// operators. The board is read first (an unknown one is 404 not_found), so the query, the id and
// the body are read inside the handlers (queryOf, uuidOf, bodyOf).
import { isSafeHttpUrl, sanitizeArticleHtml } from '../articles/html-sanitizer';
import { BOARD_NAMES } from '../articles/board-names.list';
import { checkedBy, endpoint, enumOf, flag, orNull, page, pageQueryParams, pathParam, queryText, ref, requestBody, requestQuery, text, Type, uuid, uuidPath, type Refine } from '../../shared/http/schema';
import { ARTICLE_DETAIL, type Article, type ArticleSummary } from './board-answers.schema';

export const MAX_ATTACHMENTS = 10;
const MAX_BODY_CHARS = 60_000;

const boardParam = pathParam('board', enumOf(BOARD_NAMES), 'The board; another name is 404 `not_found`.');

export const LIST_BOARD = endpoint({
  method: 'get', path: '/boards/{board}',
  id: 'listBoard', summary: 'Posts of a board, pinned first, newest first',
  access: 'public',
  params: [boardParam],
  query: requestQuery({
    ...pageQueryParams(),
    q: Type.Optional(queryText({ max: 100, tooLong: 'invalid_value', description: 'Search text.', shown: { maxLength: 100 } })),
    category: Type.Optional(queryText({ max: 40, tooLong: 'invalid_value', description: 'FAQ category.', shown: { maxLength: 40 } })),
  }, { closed: false }),
  ok: { status: 200, description: 'A page of posts.', schema: page(ref<ArticleSummary>('ArticleSummary')) },
  fails: ['invalid_input', 'not_found'],
  addition: '`category` filter and `category`, `source`, `link_url` on rows.',
});

export const GET_ARTICLE = endpoint({
  method: 'get', path: '/boards/{board}/{id}',
  id: 'getArticle', summary: 'One post with its neighbours',
  description: 'Investor-only posts open only for investors of the linked product (operators read everything): no session 401 `no_permission`, no investment at all 403 `is_investor_only`, not in this product 403 `not_invested_this_product`.',
  access: 'optionalSession',
  params: [boardParam, uuidPath('id', 'post')],
  ok: { status: 200, description: 'The post.', schema: ARTICLE_DETAIL },
  fails: ['invalid_input', 'not_found', 'no_permission', 'is_investor_only', 'not_invested_this_product'],
  addition: '`updated_at`, `pinned`, `investor_only`, `product_id`, `category`, `source`, `link_url`, `attachments`; `prev`/`next` are always present, `{id, title}` or null.',
});

/** Optional text that null (or blank) clears: `min: 0`, so '' reads as '' and the handler stores null. */
const clearable = (max: number, description?: string) => Type.Optional(orNull(text({ description, min: 0, max })));

function articleBody(partial: boolean) {
  const o = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => (partial ? Type.Optional(schema) : schema);
  return requestBody({
    title: o(text({ max: 200 })),
    body: o(text({ description: 'HTML, sanitized on save (scripts, event handlers and unsafe URLs dropped; all-unsafe is `empty_after_sanitize`).', max: MAX_BODY_CHARS, trim: false })),
    pinned: Type.Optional(flag()),
    investor_only: Type.Optional(flag('Opens only for investors of the linked product.')),
    product_id: Type.Optional(orNull(uuid(partial ? 'null removes the link.' : undefined))),
    category: clearable(40, 'FAQ category.'),
    source: clearable(60, 'Press: the outlet.'),
    link_url: clearable(1000, 'Press: the article\'s URL (http/https).'),
    attachments: Type.Optional(checkedBy<unknown>({
      type: ['array', 'null'], maxItems: MAX_ATTACHMENTS, description: 'At most 10.',
      items: { type: 'object', properties: { name: { type: 'string', maxLength: 200 }, url: { type: 'string', format: 'uri' } }, required: ['name', 'url'], additionalProperties: false },
    })),
  });
}

export const ARTICLE_BODY = articleBody(false);
export const ARTICLE_PATCH = articleBody(true);
export type ArticleInput = { title?: string; body?: string; pinned?: boolean; investor_only?: boolean; product_id?: string | null; category?: string | null; source?: string | null; link_url?: string | null; attachments?: unknown };

/** Each attachment a name (1–200 characters, trimmed) and a safe http(s) URL; null when one is not. */
export function readAttachments(raw: unknown[]): { name: string; url: string }[] | null {
  const out: { name: string; url: string }[] = [];
  for (const item of raw as { name?: unknown; url?: unknown }[]) {
    const name = typeof item?.name === 'string' ? item.name.trim() : '';
    const url = typeof item?.url === 'string' ? item.url.trim() : '';
    if (!name || name.length > 200 || !isSafeHttpUrl(url)) return null;
    out.push({ name, url });
  }
  return out;
}

/** What one field's rule cannot say: HTML with nothing safe left, an unsafe link, the attachments. */
const checkArticle: Refine<ArticleInput> = (input, fail) => {
  if (typeof input.body === 'string' && input.body.trim() !== '' && sanitizeArticleHtml(input.body) === '') fail('body', 'empty_after_sanitize');
  if (typeof input.link_url === 'string' && input.link_url !== '' && !isSafeHttpUrl(input.link_url)) fail('link_url', 'invalid_url');
  const raw = input.attachments;
  if (raw === undefined || raw === null) return;
  if (!Array.isArray(raw) || raw.length > MAX_ATTACHMENTS) fail('attachments', Array.isArray(raw) ? 'too_many' : 'must_be_array');
  else if (!readAttachments(raw)) fail('attachments', 'invalid_attachment');
};

export const ADMIN_CREATE_ARTICLE = endpoint({
  method: 'post', path: '/admin/boards/{board}',
  id: 'adminCreateArticle', summary: 'Write a post',
  access: 'operator',
  params: [boardParam],
  body: ARTICLE_BODY,
  refine: checkArticle,
  ok: { status: 201, description: 'The post.', schema: ref<Article>('Article') },
  fails: ['not_found'],
  addition: '`category`, `source`, `link_url`, `attachments`; an unknown product_id is invalid_input `{product_id: no_such_product}`.',
});

export const ADMIN_UPDATE_ARTICLE = endpoint({
  method: 'patch', path: '/admin/boards/{board}/{id}',
  id: 'adminUpdateArticle', summary: 'Edit a post (any subset of the fields)',
  access: 'operator',
  params: [boardParam, uuidPath('id', 'post')],
  body: ARTICLE_PATCH,
  refine: checkArticle,
  bodyOptional: true,
  ok: { status: 200, description: 'The post.', schema: ref<Article>('Article') },
  fails: ['not_found'],
});

export const ADMIN_DELETE_ARTICLE = endpoint({
  method: 'delete', path: '/admin/boards/{board}/{id}',
  id: 'adminDeleteArticle', summary: 'Delete a post',
  access: 'operator',
  params: [boardParam, uuidPath('id', 'post')],
  ok: { status: 204, description: 'Deleted.' },
  fails: ['invalid_input', 'not_found'],
});
