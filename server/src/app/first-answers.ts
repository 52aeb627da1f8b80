// A visitor's landing page carries the answers to the API reads its screen makes first, so a phone
// renders them as soon as the script has run instead of one more round trip later. The reads are
// made in-process (Fastify's inject, as a visitor without a session: the public read cache answers
// most of them) and written into index.html as a JSON data block, keyed by the exact URL the web
// app asks (web/src/lib/first-answers.ts takes each one once, in place of that fetch). Only
// visitors' pages carry answers: a logged-in investor's page carries none, so no HTML ever holds
// anything but public data. A read that fails or is slow is left out; the web app then asks it.
import type { FastifyInstance } from 'fastify';
import { HOME_FUNDING_PRODUCTS_SIZE, HOME_NOTICES_SIZE, PRODUCT_LIST_PAGE_SIZE, PRODUCT_PREVIEW_WON } from '../../../web/src/config/first-reads';

/** A read slower than this is left to the browser: the page must not wait on it. */
export const FIRST_ANSWER_TIMEOUT_MS = 300;
/** The element the web app reads the answers from. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** URLSearchParams in the web app's order, empty values left out (web/src/lib/api-client.ts buildApiUrl). */
function apiUrl(pathname: string, query: [string, string | number | undefined][] = []): string {
  const params = new URLSearchParams();
  for (const [key, value] of query) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `/api${pathname}?${text}` : `/api${pathname}`;
}

/**
 * The API URLs a landing page's screen reads first, as the web app writes them: `/` (home-page.tsx:
 * stats, notices, open products), `/products` (product-list-page.tsx, its filters from the query)
 * and `/products/{id}` (product-detail-page.tsx at the default preview amount). Other paths: none.
 */
export function firstReadsFor(url: string): string[] {
  const [pathname = '/', search = ''] = url.split('?', 2);
  if (pathname === '/') {
    return [apiUrl('/stats'), apiUrl('/boards/notice', [['page', 1], ['size', HOME_NOTICES_SIZE]]), apiUrl('/products', [['status', 'funding'], ['page', 1], ['size', HOME_FUNDING_PRODUCTS_SIZE]])];
  }
  if (/^\/products\/?$/.test(pathname)) {
    const params = new URLSearchParams(search);
    const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
    return [apiUrl('/products', [['status', params.get('status') ?? ''], ['type', params.get('type') ?? ''], ['page', page], ['size', PRODUCT_LIST_PAGE_SIZE]])];
  }
  const detail = /^\/products\/([^/]+)\/?$/.exec(pathname);
  if (detail) {
    let productId: string;
    try {
      productId = decodeURIComponent(detail[1]!);
    } catch {
      return [];
    }
    return [apiUrl(`/products/${encodeURIComponent(productId)}`, [['amount', PRODUCT_PREVIEW_WON]])];
  }
  return [];
}

/** The JSON answer to one GET as a visitor, or null (not 200, not JSON, or slower than the bound). */
async function answerOf(fastify: FastifyInstance, url: string): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_ANSWER_TIMEOUT_MS);
  });
  const read = fastify
    .inject({ method: 'GET', url, headers: { accept: 'application/json' } })
    .then((res) => (res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.body : null))
    .catch(() => null);
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The data block for a visitor's page at `url`: `[[apiUrl, answer], …]`, `<` escaped so no answer
 * can close the element. Empty string when the page reads nothing first or every read failed.
 */
export async function firstAnswersBlock(fastify: FastifyInstance, url: string): Promise<string> {
  const urls = firstReadsFor(url);
  if (urls.length === 0) return '';
  const answers = await Promise.all(urls.map((apiPath) => answerOf(fastify, apiPath)));
  const pairs = urls.flatMap((apiPath, i) => (answers[i] === null ? [] : [`[${JSON.stringify(apiPath)},${answers[i]}]`]));
  if (pairs.length === 0) return '';
  const json = `[${pairs.join(',')}]`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}
