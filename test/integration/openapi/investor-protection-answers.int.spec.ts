// Proves that the answers of the investor-protection routes (identity verification and its records, a lowered target, its
// reconfirmation, a product's investments for operators, the product disclosure) have the statuses, fail codes and fields the
// OpenAPI document gives them.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';
import { createProduct } from '../investing/investing-fixtures';
import { DocumentChecker } from './document-checker';

describe('OpenAPI document against investor-protection answers', () => {
  let t: TestApp;
  let checker: DocumentChecker;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    checker = new DocumentChecker((await t.client().get('/api/openapi.json')).body);
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  async function step(client: HttpClient, method: string, template: string, expected: number, opts: Parameters<DocumentChecker['request']>[3] = {}) {
    const res = await checker.request(client, method, template, opts);
    if (res.status !== expected) throw new Error(`${method} ${template}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  it('verifies, invests with confirmation, lowers a target and reconfirms as documented', async () => {
    const investor = t.client();
    const { user } = await signUp(investor);
    await step(investor, 'post', '/sandbox/deposits', 400, { body: { amount: 10_000 } });
    await step(investor, 'post', '/me/identity_verification', 400, { body: { name: '홍길동', birth_date: '1990-02-30', phone: '010-1234-5678' } });
    await step(investor, 'post', '/me/identity_verification', 409, { body: { name: '홍길순', birth_date: '1990-01-02', phone: '010-1234-5678' } });
    await step(investor, 'post', '/me/identity_verification', 201, { body: { name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-5678', confirm_name_change: false } });
    await step(operator, 'get', '/admin/identity_verifications', 200, { query: `?user_id=${user.id}` });
    await step(investor, 'get', '/admin/identity_verifications', 403);
    await step(investor, 'post', '/vaccount', 201);
    await step(investor, 'post', '/sandbox/deposits', 201, { body: { amount: 1_000_000 } });

    const product = await createProduct(operator, { type: 'apt', target_amount: 1_000_000 });
    const { disclosure } = await step(t.client(), 'get', '/products/{id}', 200, { path: { id: product.id } });
    const ticket = (await step(investor, 'post', '/invest_tickets', 201)).ticket;
    await step(investor, 'post', '/investments', 400, { body: { ticket, items: [{ product_id: product.id, amount: 600_000 }] } });
    const placed = await step(investor, 'post', '/investments', 201, {
      body: { ticket: (await step(investor, 'post', '/invest_tickets', 201)).ticket, acknowledged: true, items: [{ product_id: product.id, amount: 600_000, disclosure_version: disclosure.version }] },
    });
    await step(operator, 'post', '/admin/products/{id}/{action}', 409, { path: { id: product.id, action: 'execute' } });
    await step(operator, 'post', '/admin/products/{id}/lower_target', 400, { path: { id: product.id }, body: { target_amount: 500_000 } });
    await step(operator, 'post', '/admin/products/{id}/lower_target', 200, { path: { id: product.id }, body: { target_amount: 600_000, reconfirm_hours: 24 } });
    await step(operator, 'post', '/admin/products/{id}/{action}', 409, { path: { id: product.id, action: 'execute' } });
    await step(operator, 'get', '/admin/products/{id}/investments', 200, { path: { id: product.id } });
    await step(operator, 'get', '/admin/products/{id}/investments', 404);
    await step(investor, 'get', '/investments/reconfirmations', 200);
    await step(investor, 'get', '/investments/reconfirmations', 400, { query: '?product_id=nope' });
    await step(investor, 'post', '/investments/{id}/reconfirm', 404);
    await step(investor, 'post', '/investments/{id}/reconfirm', 200, { path: { id: placed.investments[0].id } });
    await step(investor, 'post', '/investments/{id}/reconfirm', 400, { path: { id: placed.investments[0].id } });
    await step(investor, 'get', '/invest_limits', 200, { query: `?product_id=${product.id}` });
    await step(operator, 'post', '/admin/products/{id}/{action}', 200, { path: { id: product.id, action: 'execute' } });
    await step(operator, 'post', '/admin/sandbox/bank', 200, { body: { external_holdings: { user_id: user.id, amount: 1_000_000, realty: 500_000 } } });
    expect(checker.problems).toEqual([]);
  });
});
