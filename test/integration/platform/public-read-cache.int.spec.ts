// Proves the public reads' shared cache: the product list and page and the board lists answer
// visitors from one serialized answer with an ETag (If-None-Match → 304, kept with `no-cache`),
// logged-in answers are never marked as ones to keep; a write through the API is seen by the very next read, a
// write committed elsewhere (another process, a replay) empties the cache through the `read_cache`
// notification well before the entries would expire; an investor-only page is never shared.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';
import { createProduct } from '../investing/investing-fixtures';
import { READ_CACHE_TTL_MS } from '../../../server/src/shared/http/public-read-cache';

describe('the public reads cache', () => {
  let t: TestApp;
  let operator: HttpClient;
  let visitor: HttpClient;
  let productId: string;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    operator = await loginAsOperator(t);
    visitor = t.client();
    productId = (await createProduct(operator, { title: '캐시 확인 상품' })).id;
  });
  afterAll(() => t.close());

  /** Polls `read` until `done` holds, for at most `withinMs`; answers how long it took. */
  async function until(read: () => Promise<boolean>, withinMs: number): Promise<number> {
    const started = Date.now();
    while (!(await read())) {
      if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return Date.now() - started;
  }

  it('answers visitors with an ETag and 304 when they have it, logged-in callers with no-store', async () => {
    for (const path of ['/api/products?page=1&size=12', `/api/products/${productId}`, '/api/boards/notice']) {
      const first = await visitor.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await visitor.get(path);
      expect([again.headers.get('etag'), again.body]).toEqual([etag, first.body]);
      const conditional = await visitor.get(path, { 'if-none-match': etag! });
      expect([conditional.status, conditional.body]).toEqual([304, undefined]);
      expect((await visitor.get(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
      // A logged-in answer is the same, but never marked as one to keep (the app's default, no-store, stays).
      const loggedIn = await operator.get(path);
      expect([loggedIn.status, loggedIn.headers.get('etag'), loggedIn.body]).toEqual([200, etag, first.body]);
      expect(loggedIn.headers.get('cache-control')).not.toBe('no-cache');
    }
  });

  it('shows an operator\'s change through the API at the next read', async () => {
    const before = await visitor.get(`/api/products/${productId}`);
    expect((await operator.patch(`/api/admin/products/${productId}`, { title: '바뀐 상품 이름' })).status).toBe(200);
    const after = await visitor.get(`/api/products/${productId}`);
    expect(after.body.title).toBe('바뀐 상품 이름');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await visitor.get(`/api/products/${productId}`, { 'if-none-match': before.headers.get('etag')! })).status).toBe(200);

    await visitor.get('/api/boards/notice');
    const posted = await operator.post('/api/admin/boards/notice', { title: '캐시 공지', body: '<p>본문</p>' });
    expect(posted.status).toBe(201);
    expect((await visitor.get('/api/boards/notice')).body.items.map((i: { title: string }) => i.title)).toContain('캐시 공지');
  });

  it('drops what a commit elsewhere changed, through the notification and not the expiry', async () => {
    const path = '/api/products?page=1&size=100';
    await visitor.get(path);
    // Another process's commit: this API process did not answer it.
    await t.dataSource.query(`UPDATE products SET title = '다른 프로세스가 바꾼 이름' WHERE id = $1`, [productId]);
    const tookMs = await until(async () => (await visitor.get(path)).body.items.some((p: { title: string }) => p.title === '다른 프로세스가 바꾼 이름'), READ_CACHE_TTL_MS / 2);
    expect(tookMs).toBeLessThan(READ_CACHE_TTL_MS / 2);
    await visitor.get('/api/boards/notice');
    await t.dataSource.query(`UPDATE articles SET title = '고친 공지' WHERE title = '캐시 공지'`);
    await until(async () => (await visitor.get('/api/boards/notice')).body.items.some((i: { title: string }) => i.title === '고친 공지'), READ_CACHE_TTL_MS / 2);
  });

  it('never shares an investor-only product\'s page', async () => {
    const { id } = await createProduct(operator, { title: '투자자 전용 상품', investor_only: true });
    const stranger = t.client();
    await signUp(stranger);
    for (let i = 0; i < 2; i += 1) {
      const res = await visitor.get(`/api/products/${id}`);
      expect([res.status, res.body.fail_code, res.headers.get('etag')]).toEqual([403, 'investor_only', null]);
    }
    expect((await operator.get(`/api/products/${id}`)).status).toBe(200);
    expect((await stranger.get(`/api/products/${id}`)).body.fail_code).toBe('investor_only');
    expect((await visitor.get(`/api/products/${id}`)).status).toBe(403);
  });
});
