// Proves the boards through HTTP on real PostgreSQL: operators write posts whose HTML is
// sanitized on save (no script, no event handlers, no javascript: links), lists page and search
// with pinned posts first, detail answers prev/next, non-operators cannot write, and demo content
// and versioned policies are served.
import { randomUUID } from 'node:crypto';
import { BoardsDemoContentTask } from '../../../server/src/boards';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';

describe('boards', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  async function post(board: string, body: Record<string, unknown>) {
    const res = await operator.post(`/api/admin/boards/${board}`, { body: '<p>본문</p>', ...body });
    expect(res.status).toBe(201);
    return res.body;
  }

  describe('sanitization on save', () => {
    it('removes script tags, event handlers and javascript: links, keeps formatting, images and safe links', async () => {
      const created = await post('notice', {
        title: '정리되는 글',
        body: `<h2 onclick="steal()">제목</h2><p>안녕하세요 <strong>굵게</strong> <em>기울임</em></p>
          <script>alert('xss')</script><img src="https://cdn.example.com/a.png" onerror="alert(1)" alt="그림">
          <a href="javascript:alert(1)">나쁜 링크</a> <a href="https://example.com/news" target="_self">좋은 링크</a>
          <a href="mailto:help@example.com">메일</a> <a href="/notice">내부 링크</a>
          <iframe src="https://evil.example"></iframe><ul><li>목록</li></ul><style>body{display:none}</style>`,
      });
      const html: string = created.body_html;
      expect(html).not.toMatch(/<script|alert\('xss'\)|onerror|onclick|javascript:|<iframe|<style|display:none/i);
      expect(html).toContain('<strong>굵게</strong>');
      expect(html).toContain('<em>기울임</em>');
      expect(html).toContain('<h2>제목</h2>');
      expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="그림" />');
      expect(html).toContain('<a>나쁜 링크</a>');
      expect(html).toContain('<a href="https://example.com/news" target="_blank" rel="noopener noreferrer">좋은 링크</a>');
      expect(html).toContain('<a href="mailto:help@example.com">메일</a>');
      expect(html).toContain('<a href="/notice">내부 링크</a>');
      expect(html).toContain('<ul><li>목록</li></ul>');

      // What was stored is what readers get.
      const read = await t.client().get(`/api/boards/notice/${created.id}`);
      expect(read.status).toBe(200);
      expect(read.body.body_html).toBe(html);
    });

    it('sanitizes on PATCH too, and refuses a body that is nothing but a script', async () => {
      const created = await post('guide', { title: '수정할 글' });
      const patched = await operator.patch(`/api/admin/boards/guide/${created.id}`, { body: '<p onmouseover="x()">새 본문<img src=x onerror=alert(1)></p>' });
      expect(patched.status).toBe(200);
      expect(patched.body.body_html).toBe('<p>새 본문<img src="x" /></p>');
      expect(patched.body.title).toBe('수정할 글');

      const onlyScript = await operator.post('/api/admin/boards/guide', { title: '스크립트뿐', body: '<script>alert(1)</script>' });
      expect(onlyScript.status).toBe(400);
      expect(onlyScript.body).toMatchObject({ fail_code: 'invalid_input', fields: { body: 'empty_after_sanitize' } });
    });

    it('refuses unsafe press links and attachments', async () => {
      const res = await operator.post('/api/admin/boards/press', {
        title: '보도', body: '<p>요약</p>', link_url: 'javascript:alert(1)', attachments: [{ name: '파일', url: 'data:text/html,<script>' }],
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ link_url: 'invalid_url', attachments: 'invalid_attachment' });
    });
  });

  describe('operator CRUD', () => {
    it('creates, updates and deletes a post; an unknown board or id is not_found', async () => {
      const created = await post('event', { title: '이벤트 안내', pinned: true, attachments: [{ name: '안내문', url: 'https://files.example.com/a.pdf' }] });
      expect(created).toMatchObject({ board: 'event', title: '이벤트 안내', pinned: true, investor_only: false, attachments: [{ name: '안내문', url: 'https://files.example.com/a.pdf' }] });

      const updated = await operator.patch(`/api/admin/boards/event/${created.id}`, { title: '이벤트 안내 (수정)', pinned: false });
      expect(updated.body).toMatchObject({ title: '이벤트 안내 (수정)', pinned: false, body_html: '<p>본문</p>' });

      expect((await operator.patch(`/api/admin/boards/notice/${created.id}`, { title: '다른 게시판' })).status).toBe(404);
      expect((await operator.post('/api/admin/boards/nope', { title: 'x', body: 'y' })).body.fail_code).toBe('not_found');
      expect((await operator.delete(`/api/admin/boards/event/not-a-uuid`)).body.fail_code).toBe('invalid_input');

      expect((await operator.delete(`/api/admin/boards/event/${created.id}`)).status).toBe(204);
      expect((await t.client().get(`/api/boards/event/${created.id}`)).status).toBe(404);
      expect((await operator.delete(`/api/admin/boards/event/${created.id}`)).status).toBe(404);
    });

    it('refuses a link to a product that does not exist', async () => {
      const res = await operator.post('/api/admin/boards/notice', { title: '상품 공지', body: '<p>x</p>', product_id: randomUUID() });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ product_id: 'no_such_product' });
    });

    it('validates the post and lists every bad field', async () => {
      const res = await operator.post('/api/admin/boards/notice', { title: '', body: 5, pinned: 'yes', product_id: 'abc', color: 'red' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ title: 'required', body: 'must_be_string', pinned: 'must_be_boolean', product_id: 'invalid_uuid', color: 'unknown_field' });
    });

    it('refuses visitors (401) and investors (403 forbidden)', async () => {
      const visitor = t.client();
      expect((await visitor.post('/api/admin/boards/notice', { title: 'x', body: 'y' })).body.fail_code).toBe('no_permission');
      const investor = t.client();
      await signUp(investor);
      const res = await investor.post('/api/admin/boards/notice', { title: 'x', body: 'y' });
      expect(res.status).toBe(403);
      expect(res.body.fail_code).toBe('forbidden');
    });
  });

  describe('lists: paging, search, pinned first, prev/next', () => {
    const ids: string[] = [];
    let pinnedId: string;

    beforeAll(async () => {
      // 25 posts on the disclosure board, oldest first, and one pinned in the middle.
      for (let i = 1; i <= 25; i += 1) {
        const created = await post('disclosure', { title: `공개 자료 ${String(i).padStart(2, '0')}`, body: i === 7 ? '<p>특별한 <b>키워드</b> 100%_달성</p>' : '<p>일반 내용</p>' });
        ids.push(created.id);
      }
      pinnedId = ids[4];
      await operator.patch(`/api/admin/boards/disclosure/${pinnedId}`, { pinned: true });
    });

    it('pages with total, pinned first then newest first', async () => {
      const first = await t.client().get('/api/boards/disclosure?page=1&size=10');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, size: 10, total: 25 });
      expect(first.body.items).toHaveLength(10);
      expect(first.body.items[0]).toMatchObject({ id: pinnedId, pinned: true, investor_only: false });
      expect(first.body.items.slice(1, 4).map((i: { title: string }) => i.title)).toEqual(['공개 자료 25', '공개 자료 24', '공개 자료 23']);
      expect(Object.keys(first.body.items[1]).sort()).toEqual(['created_at', 'id', 'investor_only', 'pinned', 'title']);

      const third = await t.client().get('/api/boards/disclosure?page=3&size=10');
      expect(third.body.items).toHaveLength(5);
      const seen = new Set([...first.body.items, ...(await t.client().get('/api/boards/disclosure?page=2&size=10')).body.items, ...third.body.items].map((i: { id: string }) => i.id));
      expect(seen.size).toBe(25);

      const beyond = await t.client().get('/api/boards/disclosure?page=9&size=10');
      expect(beyond.body).toMatchObject({ items: [], total: 25 });
    });

    it('refuses bad paging and unknown boards', async () => {
      expect((await t.client().get('/api/boards/disclosure?size=101')).body).toMatchObject({ fail_code: 'invalid_input', fields: { size: 'invalid_value' } });
      expect((await t.client().get('/api/boards/disclosure?page=0')).status).toBe(400);
      expect((await t.client().get('/api/boards/secret')).status).toBe(404);
    });

    it('searches titles and bodies, literally', async () => {
      const byTitle = await t.client().get(`/api/boards/disclosure?q=${encodeURIComponent('자료 1')}&size=100`);
      expect(byTitle.body.total).toBe(10); // 10…19
      const byBody = await t.client().get(`/api/boards/disclosure?q=${encodeURIComponent('키워드')}`);
      expect(byBody.body.items.map((i: { id: string }) => i.id)).toEqual([ids[6]]);
      const literal = await t.client().get(`/api/boards/disclosure?q=${encodeURIComponent('100%_')}`);
      expect(literal.body.total).toBe(1);
      const wildcard = await t.client().get(`/api/boards/disclosure?q=${encodeURIComponent('%')}`);
      expect(wildcard.body.total).toBe(1);
      const none = await t.client().get(`/api/boards/disclosure?q=${encodeURIComponent('없는 말')}`);
      expect(none.body).toMatchObject({ items: [], total: 0 });
    });

    it('answers prev (older) and next (newer) within the board', async () => {
      const middle = await t.client().get(`/api/boards/disclosure/${ids[10]}`);
      expect(middle.body).toMatchObject({ id: ids[10], board: 'disclosure', title: '공개 자료 11' });
      expect(middle.body.prev).toEqual({ id: ids[9], title: '공개 자료 10' });
      expect(middle.body.next).toEqual({ id: ids[11], title: '공개 자료 12' });
      const oldest = await t.client().get(`/api/boards/disclosure/${ids[0]}`);
      expect(oldest.body.prev).toBeNull();
      const newest = await t.client().get(`/api/boards/disclosure/${ids[24]}`);
      expect(newest.body.next).toBeNull();
      expect((await t.client().get(`/api/boards/notice/${ids[3]}`)).body.fail_code).toBe('not_found');
      expect((await t.client().get(`/api/boards/notice/${randomUUID()}`)).status).toBe(404);
      expect((await t.client().get('/api/boards/notice/123')).body.fail_code).toBe('invalid_input');
    });
  });

  describe('demo content and policies', () => {
    beforeAll(async () => {
      await t.dataSource.query(`DELETE FROM articles`);
      await t.app.get(BoardsDemoContentTask).run({ ...t.config, demoData: true });
    });

    it('seeds several posts on every board, FAQ in categories, once', async () => {
      for (const board of ['notice', 'guide', 'event', 'press', 'faq', 'overdue', 'announcement', 'disclosure']) {
        const res = await t.client().get(`/api/boards/${board}`);
        expect(res.body.total).toBeGreaterThanOrEqual(2);
      }
      const faq = await t.client().get('/api/boards/faq?size=100');
      expect(new Set(faq.body.items.map((i: { category: string }) => i.category)).size).toBeGreaterThanOrEqual(4);
      const press = await t.client().get('/api/boards/press');
      expect(press.body.items[0].link_url).toMatch(/^https:\/\//);
      const before = (await t.client().get('/api/boards/notice')).body.total;
      await t.app.get(BoardsDemoContentTask).run({ ...t.config, demoData: true });
      expect((await t.client().get('/api/boards/notice')).body.total).toBe(before);
    });

    it('serves policies with their effective date, past versions by ?version=, and not_found', async () => {
      const list = await t.client().get('/api/policies');
      expect(list.body.items.map((p: { terms: string }) => p.terms).sort()).toEqual(['investment', 'linked_loan', 'privacy', 'terms']);

      const terms = await t.client().get('/api/policies/terms');
      expect(terms.status).toBe(200);
      expect(terms.body).toMatchObject({ terms: 'terms', title: '이용약관', effective_on: '2025-07-01', version: 2, is_current: true });
      expect(terms.body.versions).toEqual([
        { version: 2, effective_on: '2025-07-01', is_current: true, upcoming: false },
        { version: 1, effective_on: '2024-03-01', is_current: false, upcoming: false },
      ]);
      const past = await t.client().get('/api/policies/terms?version=1');
      expect(past.body).toMatchObject({ version: 1, effective_on: '2024-03-01', is_current: false });
      expect(past.body.body_html.length).toBeLessThan(terms.body.body_html.length);

      expect((await t.client().get('/api/policies/terms?version=9')).body.fail_code).toBe('not_found');
      expect((await t.client().get('/api/policies/terms?version=x')).body.fail_code).toBe('invalid_input');
      expect((await t.client().get('/api/policies/unknown')).status).toBe(404);
    });

    it('shows a version announced for a later date as upcoming, keeping the current one in force', async () => {
      await t.dataSource.query(
        `INSERT INTO policies (terms, version, title, body_html, effective_on) VALUES ('investment', 2, '투자약관', '<p>개정안</p>', (now() AT TIME ZONE 'Asia/Seoul')::date + 10)`,
      );
      const res = await t.client().get('/api/policies/investment');
      expect(res.body).toMatchObject({ version: 1, is_current: true });
      expect(res.body.versions[0]).toMatchObject({ version: 2, is_current: false, upcoming: true });
      const list = await t.client().get('/api/policies');
      expect(list.body.items.find((p: { terms: string }) => p.terms === 'investment').upcoming).toMatchObject({ version: 2 });
    });

    it('lets operators publish a new version, sanitized, never dated before the latest one', async () => {
      const published = await operator.post('/api/admin/policies/linked_loan', { title: '연계대출 약관', body: '<h3>제1조</h3><p onclick="x()">개정</p><script>1</script>', effective_on: '2026-01-01' });
      expect(published.status).toBe(201);
      expect(published.body).toEqual({ terms: 'linked_loan', version: 2, title: '연계대출 약관', effective_on: '2026-01-01' });
      const read = await t.client().get('/api/policies/linked_loan');
      expect(read.body).toMatchObject({ version: 2, body_html: '<h3>제1조</h3><p>개정</p>' });

      const backdated = await operator.post('/api/admin/policies/linked_loan', { title: '연계대출 약관', body: '<p>x</p>', effective_on: '2025-12-31' });
      expect(backdated.body).toMatchObject({ fail_code: 'invalid_input', fields: { effective_on: 'before_latest_version' } });
      const bad = await operator.post('/api/admin/policies/linked_loan', { title: '', body: '<p>x</p>', effective_on: '2026-13-45' });
      expect(bad.body.fields).toEqual({ title: 'required', effective_on: 'invalid_date' });
      const created = await operator.post('/api/admin/policies/credit_info', { title: '신용정보 활용체제', body: '<p>신용정보</p>', effective_on: '2026-01-01' });
      expect(created.body.version).toBe(1);

      const investor = t.client();
      await signUp(investor);
      expect((await investor.post('/api/admin/policies/terms', { title: 'x', body: 'y', effective_on: '2026-01-01' })).body.fail_code).toBe('forbidden');
    });
  });
});
