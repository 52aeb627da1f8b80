// Proves the tax forms (docs/api.md "Investment documents and tax forms"): the resident registration
// number is taken once with its own consent at identity verification (typed, or returned by the
// sandbox provider), stored only sealed and never logged; the yearly 원천징수영수증 PDF names the
// payer, the recipient with the masked number or "주민등록번호 미등록", each payment and the totals;
// the operators' 지급명세서 CSV has one line per investor per payment and its totals equal the
// investors' tax statements', both with the media types the OpenAPI document gives; and a loan
// repaid in full starts its documents' five years.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HttpClient } from '../../support/http-client';
import { compact, pdfText } from '../../support/pdf-text';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';
import { createProduct, invest } from '../investing/investing-fixtures';
import { DocumentChecker } from '../openapi/document-checker';
import { loanOf, payBorrower, runBatch, until } from '../repayments/loan-fixtures';

const TYPED_RRN = '850315-1234567';
const LOG_FILE = path.join(os.tmpdir(), `tax-forms-${process.pid}-${Date.now()}.log`);

interface Investor {
  client: HttpClient;
  name: string;
  id: string;
}

/** Signed up, verified with this body's resident-number fields, a virtual account, money, and 500,000 won in the product. */
async function investorWith(t: TestApp, productId: string, name: string, birthDate: string, rrnFields: object): Promise<Investor> {
  const client = t.client();
  const { user } = await signUp(client, { name });
  const verified = await client.post('/api/me/identity_verification', { name, birth_date: birthDate, phone: '010-2345-6789', ...rrnFields });
  expect(verified.status).toBe(201);
  expect((await client.post('/api/vaccount', {})).status).toBe(201);
  expect((await client.post('/api/sandbox/deposits', { amount: 500_000 })).status).toBe(201);
  expect((await invest(client, [{ product_id: productId, amount: 500_000 }])).status).toBe(201);
  return { client, name, id: user.id };
}

/** RFC 4180 rows (the file quotes only what needs it). */
function csvRows(text: string): string[][] {
  return text.split('\r\n').filter((line) => line !== '').map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .filter((m, i, all) => i < all.length - 1 || m[0] !== '').map((m) => m[1].replace(/^"|"$/g, '').replaceAll('""', '"')));
}

describe('tax forms', () => {
  let t: TestApp;
  let operator: HttpClient;
  let typed: Investor;
  let returned: Investor;
  let none: Investor;
  let productId: string;
  let year: number;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'debug', LOG_FILE } });
    operator = await loginAsOperator(t);
    productId = (await createProduct(operator, { target_amount: 1_500_000, rate_bp: 1200, term_months: 1, repayment_method: 'bullet', title: '세금 서식 상품' })).id;
    typed = await investorWith(t, productId, '김입력', '1985-03-15', { rrn: TYPED_RRN, rrn_consent: true });
    returned = await investorWith(t, productId, '이반환', '1990-01-02', { rrn_consent: true });
    none = await investorWith(t, productId, '박없음', '1992-07-08', {});
    expect((await operator.post(`/api/admin/products/${productId}/execute`)).status).toBe(200);
    const [installment] = (await loanOf(operator, productId)).installments;
    await payBorrower(operator, productId, installment.total, installment.due_on);
    await runBatch(operator, installment.due_on);
    year = Number(installment.due_on.slice(0, 4));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(LOG_FILE, { force: true });
  });

  const statement = async (client: HttpClient) => (await client.get(`/api/me/tax_statements/${year}`)).body;

  it('keeps the number sealed, takes it only once, and refuses it without consent or with another birth date', async () => {
    const stored = await t.dataSource.query(`SELECT user_id, sealed FROM resident_numbers WHERE user_id = ANY($1::uuid[]) ORDER BY user_id`, [[typed.id, returned.id, none.id]]);
    expect(stored.map((r: { user_id: string }) => r.user_id).sort()).toEqual([typed.id, returned.id].sort());
    for (const r of stored) expect(r.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const everywhere = JSON.stringify(await t.dataSource.query(`SELECT * FROM identity_verifications`)) + JSON.stringify(stored);
    expect(everywhere).not.toContain('1234567');
    // Verified already: answered as it is, the number kept as first given.
    expect((await typed.client.post('/api/me/identity_verification', { name: '김입력', birth_date: '1985-03-15', phone: '010-2345-6789', rrn: '850315-2345678', rrn_consent: true })).status).toBe(201);
    expect((await t.dataSource.query(`SELECT sealed FROM resident_numbers WHERE user_id = $1`, [typed.id]))[0].sealed).toBe(stored.find((r: { user_id: string }) => r.user_id === typed.id).sealed);
    const fresh = t.client();
    await signUp(fresh, { name: '최동의' });
    const claim = { name: '최동의', birth_date: '1985-03-15', phone: '010-2345-6789' };
    expect((await fresh.post('/api/me/identity_verification', { ...claim, rrn: TYPED_RRN })).body).toMatchObject({ fail_code: 'invalid_input', fields: { rrn_consent: 'required' } });
    expect((await fresh.post('/api/me/identity_verification', { ...claim, rrn: '850316-1234567', rrn_consent: true })).body).toMatchObject({ fields: { rrn: 'birth_date_mismatch' } });
  });

  it('prints the withholding receipt with the payer, the masked number or its absence, each payment and the totals', async () => {
    const receipt = async (investor: Investor) => {
      const res = await investor.client.bytes(`/api/me/tax_statements/${year}?format=pdf&form=withholding`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('원천징수영수증'));
      return compact(pdfText(res.body));
    };
    const s = await statement(typed.client);
    expect(s.items).toHaveLength(1);
    const text = await receipt(typed);
    const won = (n: number) => `${n.toLocaleString('en-US')}원`;
    for (const phrase of [`${year}년 귀속 이자소득 원천징수영수증`, '징수의무자', '온다리펀딩(주)', '사업자등록번호000-00-00000', '김입력', '850315-1******',
      '세금 서식 상품 1회차', won(s.total_interest), won(s.total_tax_income), won(s.total_tax_local), won(s.total_tax_income + s.total_tax_local)]) {
      expect(text).toContain(compact(phrase));
    }
    expect(text).not.toContain('1234567');
    expect(await receipt(returned)).toMatch(/900102-1\*{6}/);
    const missing = await receipt(none);
    expect(missing).toContain(compact('주민등록번호 미등록'));
    expect(missing).not.toMatch(/\d{6}-\d\*{6}/);
    expect((await typed.client.get(`/api/me/tax_statements/${year}?form=withholding`)).body).toMatchObject({ fail_code: 'invalid_input', fields: { form: 'invalid_value' } });
  });

  it('exports one 지급명세서 line per investor per payment whose totals equal the investors\' statements', async () => {
    const res = await operator.bytes(`/api/admin/tax/payment_statements/${year}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const text = res.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = csvRows(text.slice(1));
    const col = (name: string) => header.indexOf(name);
    expect(header).toEqual(expect.arrayContaining(['지급일', '소득자 성명', '주민등록번호', '이자 금액', '원천징수 소득세', '지방소득세', '상품']));
    expect(lines.map((l) => [l[col('소득자 성명')], l[col('주민등록번호')]]).sort()).toEqual([
      ['김입력', '850315-1******'], ['박없음', '주민등록번호 미등록'], ['이반환', expect.stringMatching(/^900102-1\*{6}$/)],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    const statements = await Promise.all([typed, returned, none].map((i) => statement(i.client)));
    const sum = (column: string) => lines.reduce((s, l) => s + Number(l[col(column)]), 0);
    expect(sum('이자 금액')).toBe(statements.reduce((s, x) => s + x.total_interest, 0));
    expect(sum('원천징수 소득세')).toBe(statements.reduce((s, x) => s + x.total_tax_income, 0));
    expect(sum('지방소득세')).toBe(statements.reduce((s, x) => s + x.total_tax_local, 0));
    expect(sum('이자 금액')).toBeGreaterThan(0);
    expect(text).not.toContain('1234567');
    expect((await typed.client.get(`/api/admin/tax/payment_statements/${year}`)).status).toBe(403);
    expect((await operator.get('/api/admin/tax/payment_statements/20x6')).body.fail_code).toBe('invalid_input');
  });

  it('answers with the media types and codes the OpenAPI document gives', async () => {
    const checker = new DocumentChecker((await t.client().get('/api/openapi.json')).body);
    const content = (template: string) => Object.keys(checker.operation('get', template).operation.responses['200'].content);
    expect(content('/me/tax_statements/{year}')).toContain((await typed.client.bytes(`/api/me/tax_statements/${year}?format=pdf&form=withholding`)).headers.get('content-type'));
    expect(content('/admin/tax/payment_statements/{year}')).toContain((await operator.bytes(`/api/admin/tax/payment_statements/${year}`)).headers.get('content-type')?.split(';')[0]);
    await checker.expectStatus(typed.client, 'get', '/me/tax_statements/{year}', 400, { path: { year: String(year) }, query: '?form=withholding' });
    await checker.expectStatus(operator, 'get', '/admin/tax/payment_statements/{year}', 400, { path: { year: '1999' } });
    await checker.expectStatus(typed.client, 'get', '/admin/tax/payment_statements/{year}', 403, { path: { year: String(year) } });
    await checker.expectStatus(typed.client, 'post', '/me/identity_verification', 201, { body: { name: '김입력', birth_date: '1985-03-15', phone: '010-2345-6789', rrn_consent: true } });
    expect(checker.problems).toEqual([]);
  });

  it('never writes the number to the log', async () => {
    const log = fs.readFileSync(LOG_FILE, 'utf8');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('1234567');
  });

  it('starts the five years of a loan\'s documents when it is repaid in full', async () => {
    const rows = await until('retention set', async () => {
      const found = await t.dataSource.query(
        `SELECT d.retain_until = (e.data->>'completedAt')::timestamptz + interval '5 years' AS five_years
         FROM investment_documents d JOIN events e ON e.type = 'ProductCompleted' AND e.data->>'productId' = d.product_id::text WHERE d.product_id = $1`,
        [productId],
      );
      return found.length === 6 ? found : null;
    });
    expect(rows.every((r: { five_years: boolean }) => r.five_years)).toBe(true);
  });
});
