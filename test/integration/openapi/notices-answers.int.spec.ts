// Proves that the answers of the notification, disclosure, tax-statement and overdue-notice routes have the statuses,
// fail codes and fields the OpenAPI document gives them (the PDF statement with its documented media type), and that the
// operators' overdue board lists each product's notices with the deadline, the late flag and whether the installment was
// paid since.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct } from '../investing/investing-fixtures';
import { executedLoan, ExecutedLoan, payBorrower, runBatch, until } from '../repayments/loan-fixtures';
import { DocumentChecker } from './document-checker';

const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('OpenAPI document against notices, disclosures and statements', () => {
  let t: TestApp;
  let checker: DocumentChecker;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  let investor: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    checker = new DocumentChecker((await t.client().get('/api/openapi.json')).body);
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment' });
    investor = loan.investors[0].client;
    // The first installment is paid on its day; the second is not, and the run after it posts the notice.
    const [first, second] = loan.loan.installments;
    await payBorrower(operator, loan.productId, first.total, first.due_on);
    await runBatch(operator, first.due_on);
    await runBatch(operator, nextDay(second.due_on));
  });
  afterAll(() => t?.close());

  const step = (...args: Parameters<DocumentChecker['expectStatus']>) => checker.expectStatus(...args);

  it('answers the notification centre and the marketing consent as documented', async () => {
    const page = await step(investor, 'get', '/notifications', 200, { query: '?limit=2' });
    expect(page.items).toHaveLength(2);
    await step(investor, 'get', '/notifications', 200, { query: `?cursor=${page.next_cursor}` });
    await step(investor, 'get', '/notifications', 400, { query: '?limit=0' });
    await step(investor, 'get', '/notifications', 400, { query: '?cursor=nope' });
    await step(investor, 'post', '/notifications/read', 204, { body: { ids: [page.items[0].id] } });
    await step(investor, 'post', '/notifications/read', 400, { body: { ids: 'all' } });
    await step(investor, 'post', '/notifications/read', 204);
    await step(t.client(), 'post', '/notifications/read', 401);
    expect((await step(investor, 'get', '/me/notification_settings', 200)).changed_at).toBeNull();
    await step(investor, 'put', '/me/notification_settings', 200, { body: { marketing: true, source: 'sign_up' } });
    await step(investor, 'put', '/me/notification_settings', 400, { body: { marketing: 'yes' } });
    await step(investor, 'put', '/me/notification_settings', 400, { body: { marketing: false, source: 'phone' } });
    expect(checker.problems).toEqual([]);
  });

  it('answers the monthly disclosure as documented', async () => {
    const list = await step(t.client(), 'get', '/disclosures/monthly', 200);
    const month = list.items[0].month;
    await step(t.client(), 'get', '/disclosures/monthly/{month}', 200, { path: { month } });
    await step(t.client(), 'get', '/disclosures/monthly/{month}', 200, { path: { month: list.items[list.items.length - 1].month } });
    await step(t.client(), 'get', '/disclosures/monthly/{month}', 404, { path: { month: '2999-01' } });
    await step(t.client(), 'get', '/disclosures/monthly/{month}', 400, { path: { month: '2026-13x' } });
    expect(checker.problems).toEqual([]);
  });

  it('answers the tax statement as JSON and as the documented PDF', async () => {
    const year = loan.loan.installments[0].due_on.slice(0, 4);
    const statement = await step(investor, 'get', '/me/tax_statements/{year}', 200, { path: { year } });
    expect(statement.items.length).toBeGreaterThan(0);
    await step(investor, 'get', '/me/tax_statements/{year}', 400, { path: { year: '1999' } });
    await step(investor, 'get', '/me/tax_statements/{year}', 400, { path: { year }, query: '?format=xml' });
    await step(t.client(), 'get', '/me/tax_statements/{year}', 401, { path: { year } });
    expect(checker.problems).toEqual([]);
    const pdf = await investor.get(`/api/me/tax_statements/${year}?format=pdf`);
    expect(pdf.status).toBe(200);
    const type = pdf.headers.get('content-type') ?? '';
    expect(Object.keys(checker.operation('get', '/me/tax_statements/{year}').operation.responses['200'].content)).toContain(type.split(';')[0]);
  });

  it('answers the overdue notices as documented, and the operators\' board lists them per product', async () => {
    const path = { id: loan.productId };
    const [notice] = (await step(operator, 'get', '/admin/products/{id}/overdue_notices', 200, { path })).items;
    expect(notice).toMatchObject({ seq: 2, late: false, reason: null });
    await step(operator, 'get', '/admin/products/{id}/overdue_notices', 400, { path: { id: 'nope' } });
    await step(operator, 'post', '/admin/products/{id}/overdue_notices', 201, { path, body: { reason: '차입자의 매출 대금 입금이 늦어지고 있습니다.' } });
    await step(operator, 'post', '/admin/products/{id}/overdue_notices', 400, { path, body: { reason: ' ' } });
    await step(operator, 'post', '/admin/products/{id}/overdue_notices', 404, { body: { reason: '사유' } });
    const fresh = await createProduct(operator, { target_amount: 1_000_000 });
    await step(operator, 'post', '/admin/products/{id}/overdue_notices', 404, { path: { id: fresh.id }, body: { reason: '사유' } });
    await step(investor, 'post', '/admin/products/{id}/overdue_notices', 403, { path, body: { reason: '사유' } });
    await step(investor, 'get', '/admin/overdue_notices', 403);

    const board = await step(operator, 'get', '/admin/overdue_notices', 200);
    const listed = board.items.find((p: { product_id: string }) => p.product_id === loan.productId);
    expect(listed.notices).toEqual([expect.objectContaining({ seq: 2, deadline_on: notice.deadline_on, late: false, revision: 1, settled: false })]);
    expect(board.items.some((p: { product_id: string }) => p.product_id === fresh.id)).toBe(false);

    // The borrower pays late: the notice stays (the law's record) and reads as settled.
    const second = loan.loan.installments[1];
    // A day late: one day's late interest (12 % + 3 %) comes with it.
    await payBorrower(operator, loan.productId, second.total + Math.floor((second.principal * 1500) / 3_650_000), nextDay(second.due_on));
    await until('installment settled', async () => {
      const items = (await step(operator, 'get', '/admin/overdue_notices', 200)).items as { product_id: string; notices: { settled: boolean }[] }[];
      return items.find((p) => p.product_id === loan.productId)?.notices[0].settled;
    }, 30_000, 200);
    expect(checker.problems).toEqual([]);
  });
});
