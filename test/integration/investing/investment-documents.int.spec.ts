// Proves the per-investment documents (온투법 23조①④): placing an investment issues its 연계투자설명서
// and 연계투자 계약서 with the disclosure version the investor confirmed; the prospectus stays the
// disclosure they saw after the operator edits the product and the fee policy changes; both come
// as Korean PDFs under a Korean file name; another investor gets 404; and the database refuses to
// delete, rewrite or truncate them before their retention ends (set when the investment ends);
// every answer is the one the OpenAPI document gives. A disclosure two investments share is stored
// once (document_bodies) and each document still reads back whole.
import type { HttpClient } from '../../support/http-client';
import { compact, pdfText } from '../../support/pdf-text';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { DocumentChecker } from '../openapi/document-checker';
import { DocumentBodies1763801750000 } from '../../../migrations/1763801750000-document-bodies';
import { createProduct, fundedInvestor, invest } from './investing-fixtures';

describe('investment documents', () => {
  let t: TestApp;
  let operator: HttpClient;
  let investor: HttpClient;
  let investorName: string;
  let productId: string;
  let investmentId: string;
  /** GET /products/{id}'s disclosure as the investor read it before investing. */
  let seen: { version: string; borrower: { purpose: string } } & Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    productId = (await createProduct(operator, { type: 'apt', title: '서류 테스트 아파트 1호', rate_bp: 1150, term_months: 6 })).id;
    const funded = await fundedInvestor(t, 1_000_000);
    investor = funded.client;
    investorName = funded.user.name;
    seen = (await investor.get(`/api/products/${productId}`)).body.disclosure;
    const placed = await invest(investor, [{ product_id: productId, amount: 500_000, disclosure_version: seen.version }]);
    expect(placed.status).toBe(201);
    investmentId = placed.body.investments[0].id;
  });
  afterAll(() => t?.close());

  it('issues the prospectus and the contract at placement, with the confirmed disclosure version', async () => {
    const listed = await investor.get(`/api/investments/${investmentId}/documents`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { kind: 'prospectus', version: seen.version, issued_at: expect.any(String) },
      { kind: 'contract', version: seen.version, issued_at: expect.any(String) },
    ]);
    const [item] = (await investor.get('/api/investments')).body.items;
    expect(item).toMatchObject({ id: investmentId, documents: listed.body });
  });

  it('keeps the prospectus as the disclosure the investor saw after the product and the policy change', async () => {
    expect((await operator.patch(`/api/admin/products/${productId}`, { description: '운영자가 나중에 고친 설명입니다.' })).status).toBe(200);
    expect((await operator.put('/api/admin/repayment_policy', { fee_bp: 1000 })).status).toBe(200);
    try {
      expect((await t.client().get(`/api/products/${productId}`)).body.disclosure.version).not.toBe(seen.version);
      const prospectus = await investor.get(`/api/investments/${investmentId}/documents/prospectus`);
      expect(prospectus.body).toMatchObject({ investment_id: investmentId, kind: 'prospectus', version: seen.version });
      expect(prospectus.body.content).toEqual({ product: { id: productId, title: '서류 테스트 아파트 1호', type: 'apt' }, disclosure: seen });
      const contract = (await investor.get(`/api/investments/${investmentId}/documents/contract`)).body.content;
      expect(contract).toMatchObject({
        investment: { id: investmentId, amount: 500_000 }, investor: { name: investorName }, borrower: { name: '김*출' },
        loan: { rate_bp: 1150, term_months: 6 }, fees: { investor_fee_bp: 0 }, disclosure_version: seen.version, retention_years: 5,
        platform: { businessNumber: expect.any(String) },
      });
    } finally {
      await operator.put('/api/admin/repayment_policy', { fee_bp: 0 });
    }
  });

  it('gives both as Korean PDFs a phone saves under a Korean name', async () => {
    const prospectus = await investor.bytes(`/api/investments/${investmentId}/documents/prospectus?format=pdf`);
    expect(prospectus.status).toBe(200);
    expect(prospectus.headers.get('content-type')).toBe('application/pdf');
    expect(prospectus.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('연계투자설명서')}`);
    const text = compact(pdfText(prospectus.body));
    for (const phrase of ['연계투자설명서', '서류 테스트 아파트 1호', seen.version, seen.borrower.purpose, '연 11.50%', '투자자 플랫폼 이용료 없음', '발급자: 온다리펀딩(주)']) {
      expect(text).toContain(compact(phrase));
    }
    expect(text).not.toContain(compact('운영자가 나중에 고친 설명입니다.'));
    const contract = await investor.bytes(`/api/investments/${investmentId}/documents/contract?format=pdf`);
    expect(contract.headers.get('content-type')).toBe('application/pdf');
    const terms = compact(pdfText(contract.body));
    for (const phrase of ['연계투자 계약서', investorName, '500,000원', '김*출', '제3조 (투자의 취소)', '모집이 끝나기 전까지 언제든지 투자를 취소할 수 있으며', '5년 이상 보관']) {
      expect(terms).toContain(compact(phrase));
    }
  });

  it('answers another investor, an unknown id or kind like any own-resource read', async () => {
    const stranger = (await fundedInvestor(t, 0, { vaccount: false })).client;
    for (const path of ['', '/prospectus', '/contract?format=pdf']) {
      const res = await stranger.get(`/api/investments/${investmentId}/documents${path}`);
      expect([res.status, res.body.fail_code]).toEqual([404, 'not_found']);
    }
    expect((await investor.get(`/api/investments/${crypto.randomUUID()}/documents`)).status).toBe(404);
    expect((await investor.get(`/api/investments/${investmentId}/documents/brochure`)).body).toMatchObject({ fail_code: 'invalid_input', fields: { kind: 'invalid_value' } });
    expect((await investor.get('/api/investments/not-a-uuid/documents')).body.fail_code).toBe('invalid_input');
    expect((await t.client().get(`/api/investments/${investmentId}/documents`)).status).toBe(401);
  });

  it('answers as the OpenAPI document says', async () => {
    const checker = new DocumentChecker((await t.client().get('/api/openapi.json')).body);
    const path = { id: investmentId };
    await checker.expectStatus(investor, 'get', '/investments', 200);
    await checker.expectStatus(investor, 'get', '/investments/{id}/documents', 200, { path });
    for (const kind of ['prospectus', 'contract']) await checker.expectStatus(investor, 'get', '/investments/{id}/documents/{kind}', 200, { path: { ...path, kind } });
    await checker.expectStatus(investor, 'get', '/investments/{id}/documents/{kind}', 400, { path: { ...path, kind: 'brochure' } });
    await checker.expectStatus(investor, 'get', '/investments/{id}/documents/{kind}', 404, { path: { id: crypto.randomUUID(), kind: 'contract' } });
    await checker.expectStatus(t.client(), 'get', '/investments/{id}/documents', 401, { path });
    expect(checker.problems).toEqual([]);
    const pdf = await investor.bytes(`/api/investments/${investmentId}/documents/contract?format=pdf`);
    const documented = checker.operation('get', '/investments/{id}/documents/{kind}').operation.responses['200'].content;
    expect(Object.keys(documented)).toContain(pdf.headers.get('content-type'));
  });

  it('stores one body for the same disclosure of two investments, each document reading back whole, and moves a whole document onto a body', async () => {
    const db = t.dataSource;
    const disclosure = (await t.client().get(`/api/products/${productId}`)).body.disclosure;
    const placed: { id: string; client: HttpClient; name: string }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const funded = await fundedInvestor(t, 1_000_000);
      const res = await invest(funded.client, [{ product_id: productId, amount: 100_000 * (i + 1), disclosure_version: disclosure.version }]);
      expect(res.status).toBe(201);
      placed.push({ id: res.body.investments[0].id, client: funded.client, name: funded.user.name });
    }
    const hashes = await db.query(
      `SELECT DISTINCT body_hash FROM investment_documents WHERE investment_id = ANY($1::uuid[]) AND kind = 'prospectus'`,
      [placed.map((p) => p.id)],
    );
    expect(hashes).toHaveLength(1);
    expect(hashes[0].body_hash).toMatch(/^[0-9a-f]{64}$/);
    for (const [i, p] of placed.entries()) {
      const prospectus = (await p.client.get(`/api/investments/${p.id}/documents/prospectus`)).body.content;
      expect(prospectus).toEqual({ product: { id: productId, title: '서류 테스트 아파트 1호', type: 'apt' }, disclosure });
      const contract = (await p.client.get(`/api/investments/${p.id}/documents/contract`)).body.content;
      expect(contract).toMatchObject({ investment: { id: p.id, amount: 100_000 * (i + 1) }, investor: { name: p.name }, disclosure_version: disclosure.version });
    }
    // A body a document reads is never rewritten nor deleted.
    await expect(db.query(`UPDATE document_bodies SET body = '{}' WHERE hash = $1`, [hashes[0].body_hash])).rejects.toThrow(/as issued/);
    await expect(db.query(`DELETE FROM document_bodies WHERE hash = $1`, [hashes[0].body_hash])).rejects.toThrow(/while a document reads it/);
    // A document issued whole (before the bodies) is moved by the migration, which a rerun leaves alone, and reads back the same.
    const [whole] = await db.query(
      `SELECT COALESCE(b.body, '{}'::jsonb) || d.content AS content FROM investment_documents d LEFT JOIN document_bodies b ON b.hash = d.body_hash
       WHERE d.investment_id = $1 AND d.kind = 'contract'`,
      [placed[1].id],
    );
    const legacy = crypto.randomUUID();
    await db.query(
      `INSERT INTO investment_documents (investment_id, kind, version, user_id, product_id, issued_at, content)
       SELECT $1, kind, version, user_id, product_id, issued_at, $2::jsonb FROM investment_documents WHERE investment_id = $3 AND kind = 'contract'`,
      [legacy, JSON.stringify({ ...whole.content, investment: { ...whole.content.investment, id: legacy } }), placed[1].id],
    );
    await expect(db.query(`UPDATE investment_documents SET body_hash = $2, content = '{}' WHERE investment_id = $1`, [legacy, hashes[0].body_hash])).rejects.toThrow(/as issued/);
    const runner = db.createQueryRunner();
    try {
      await new DocumentBodies1763801750000().up(runner);
      await new DocumentBodies1763801750000().up(runner);
    } finally {
      await runner.release();
    }
    const [moved] = await db.query(
      `SELECT d.body_hash, d.content AS own, b.body || d.content AS content FROM investment_documents d JOIN document_bodies b ON b.hash = d.body_hash WHERE d.investment_id = $1`,
      [legacy],
    );
    expect(moved.content).toEqual({ ...whole.content, investment: { ...whole.content.investment, id: legacy } });
    expect(Object.keys(moved.own).length).toBeLessThan(Object.keys(moved.content).length);
  });

  it('refuses to delete, rewrite or truncate documents until their retention ends, which the investment\'s end sets', async () => {
    const db = t.dataSource;
    await expect(db.query(`DELETE FROM investment_documents WHERE investment_id = $1`, [investmentId])).rejects.toThrow(/kept until/);
    await expect(db.query(`UPDATE investment_documents SET content = '{}' WHERE investment_id = $1`, [investmentId])).rejects.toThrow(/as issued/);
    await expect(db.query(`TRUNCATE investment_documents`)).rejects.toThrow(/never truncated/);
    expect((await investor.delete(`/api/investments/${investmentId}`)).status).toBe(200);
    const [ended] = await db.query(
      `SELECT bool_and(d.retain_until = (e.data->>'canceledAt')::timestamptz + interval '5 years') AS five_years, count(*)::int AS n
       FROM investment_documents d JOIN events e ON e.type = 'ProductInvestmentCanceled' AND e.data->>'investmentId' = d.investment_id::text
       WHERE d.investment_id = $1`,
      [investmentId],
    );
    expect(ended).toEqual({ five_years: true, n: 2 });
    // Still within the five years: kept; the end is never moved earlier.
    await expect(db.query(`DELETE FROM investment_documents WHERE investment_id = $1`, [investmentId])).rejects.toThrow(/kept until/);
    await expect(db.query(`UPDATE investment_documents SET retain_until = now() WHERE investment_id = $1`, [investmentId])).rejects.toThrow(/as issued/);
    // A document whose retention has passed may go.
    const old = crypto.randomUUID();
    await db.query(
      `INSERT INTO investment_documents (investment_id, kind, version, user_id, product_id, issued_at, content, retain_until)
       VALUES ($1, 'contract', 'd-old', $2, $3, now() - interval '7 years', '{}', now() - interval '1 day')`,
      [old, crypto.randomUUID(), productId],
    );
    expect((await db.query(`DELETE FROM investment_documents WHERE investment_id = $1 RETURNING kind`, [old]))[0]).toEqual([{ kind: 'contract' }]);
    expect((await investor.get(`/api/investments/${investmentId}/documents`)).body).toHaveLength(2);
  });
});
