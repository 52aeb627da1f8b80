// Proves that real answers of an investor's and an operator's journey (account, wallet, basket,
// investing, execution, repayment, boards, policies, forms) have the statuses, fail codes and
// fields the OpenAPI document at /api/openapi.json gives them, success and failure alike.
import { randomUUID } from 'node:crypto';
import { seoulDate } from '../../../server/src/shared/clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator, signUp } from '../../support/users';
import { DocumentChecker } from './document-checker';

describe('OpenAPI document against real answers', () => {
  let t: TestApp;
  let checker: DocumentChecker;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    checker = new DocumentChecker((await t.client().get('/api/openapi.json')).body);
    operator = await loginAsOperator(t);
  });

  afterAll(() => t?.close());

  /** The request, recording mismatches; and the status it must have answered for the journey to go on. */
  async function step(client: HttpClient, method: string, template: string, expected: number, opts: Parameters<DocumentChecker['request']>[3] = {}) {
    const res = await checker.request(client, method, template, opts);
    if (res.status !== expected) throw new Error(`${method} ${template}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  it('an investor invests, cancels, is repaid and reads every screen', async () => {
    const product = await step(operator, 'post', '/admin/products', 201, {
      body: {
        title: '문서 여정 상품', type: 'apt', borrower_id: `B-${randomUUID()}`, borrower_name: '(주)한빛건설', grade: 'B1', rate_bp: 1200, term_months: 3,
        repayment_method: 'equal_installment', target_amount: 1_000_000, min_amount: 10_000, max_per_user: 0,
        opens_at: new Date(Date.now() + 3600_000).toISOString(), closes_at: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(), investor_only: false,
        description: '설명', collateral: { address: '서울특별시 강남구 테헤란로 1', appraisal_amount: 1_000_000_000, senior_debt_amount: 100_000_000, lien_rank: 2 },
      },
    });
    const id = { id: product.id };
    await step(operator, 'patch', '/admin/products/{id}', 200, { path: id, body: { title: '문서 여정 상품 (수정)' } });
    await step(operator, 'post', '/admin/products/{id}/{action}', 200, { path: { ...id, action: 'open' } });
    await step(operator, 'post', '/admin/products/{id}/{action}', 409, { path: { ...id, action: 'open' } });

    const investor = t.client();
    await signUp(investor);
    await step(investor, 'post', '/vaccount', 400);
    await step(investor, 'post', '/me/identity_verification', 400, { body: { name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-0000' } });
    await step(investor, 'post', '/me/identity_verification', 201, { body: { name: '홍길동', birth_date: '1990-01-02', phone: '010-1234-5678' } });
    await step(investor, 'put', '/basket/items/{productId}', 400, { path: { productId: product.id }, body: { amount: 5_000 } });
    await step(investor, 'post', '/withdrawals', 400, { body: { amount: 10_000, password: 'x' }, headers: { 'Idempotency-Key': randomUUID() } });
    await step(investor, 'post', '/vaccount', 201);
    await step(investor, 'post', '/vaccount', 409);
    await step(investor, 'post', '/sandbox/deposits', 201, { body: { amount: 2_000_000 } });
    await step(investor, 'get', '/wallet', 200);
    await step(investor, 'put', '/basket/items/{productId}', 200, { path: { productId: product.id }, body: { amount: 200_000 } });
    await step(investor, 'get', '/basket', 200);
    await step(investor, 'get', '/invest_limits', 200, { query: `?product_id=${product.id}` });
    const first = await step(investor, 'post', '/invest_tickets', 201);
    const placed = await step(investor, 'post', '/investments', 201, { body: { ticket: first.ticket, acknowledged: true, items: [{ product_id: product.id, amount: 200_000 }] } });
    await step(investor, 'post', '/investments', 409, { body: { ticket: first.ticket, acknowledged: true, items: [{ product_id: product.id, amount: 300_000 }] } });
    await step(investor, 'delete', '/investments/{id}', 200, { path: { id: placed.investments[0].id } });
    await step(investor, 'delete', '/investments/{id}', 400, { path: { id: placed.investments[0].id } });
    const tooMuch = await step(investor, 'post', '/invest_tickets', 201);
    await step(investor, 'post', '/investments', 400, { body: { ticket: tooMuch.ticket, acknowledged: true, items: [{ product_id: product.id, amount: 5_000 }] } });
    const second = await step(investor, 'post', '/invest_tickets', 201);
    await step(investor, 'post', '/investments', 201, { body: { ticket: second.ticket, acknowledged: true, items: [{ product_id: product.id, amount: 1_000_000 }] } });
    await step(investor, 'get', '/products/{id}', 200, { path: id, query: '?amount=1000000' });
    await step(investor, 'delete', '/basket', 200);

    await step(operator, 'post', '/admin/products/{id}/{action}', 200, { path: { ...id, action: 'execute' } });
    // The loan is scheduled from ProductExecuted by a follower: wait for the investor's schedule.
    let schedule: { schedule: unknown[] } = { schedule: [] };
    for (let i = 0; i < 100 && schedule.schedule.length === 0; i += 1) {
      schedule = (await investor.get(`/api/investments/${product.id}/repayments`)).body;
      if (schedule.schedule.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(schedule.schedule.length).toBe(3);
    await step(investor, 'get', '/investments/{product_id}/repayments', 200, { path: { product_id: product.id } });
    await step(investor, 'get', '/investments/{product_id}/repayments', 404, { path: { product_id: randomUUID() } });
    // The borrower's money by the loan's repayment account: the sandbox bank's signed notification.
    await step(operator, 'post', '/admin/sandbox/borrower_deposits', 201, { body: { product_id: product.id, amount: 1_000 } });
    await step(operator, 'post', '/admin/sandbox/borrower_deposits', 404, { body: { product_id: randomUUID(), amount: 1_000 } });
    await step(investor, 'post', '/admin/sandbox/borrower_deposits', 403, { body: { product_id: product.id, amount: 1_000 } });
    const loan = await step(operator, 'get', '/admin/loans/{id}', 200, { path: id });
    expect(loan.payments).toEqual([expect.objectContaining({ amount: 1_000, source: 'account' })]);
    await step(operator, 'get', '/admin/loans', 200, { query: '?status=repaying' });
    const payment = { amount: 400_000, paid_on: seoulDate(new Date()) };
    await step(operator, 'post', '/admin/products/{id}/borrower_repayments/preview', 200, { path: id, body: payment });
    await step(operator, 'post', '/admin/products/{id}/borrower_repayments', 400, { path: id, body: payment });
    await step(operator, 'post', '/admin/products/{id}/borrower_repayments', 201, { path: id, body: payment, headers: { 'Idempotency-Key': randomUUID() } });
    await step(operator, 'get', '/admin/loans/{id}', 200, { path: id });
    // The run may not be dated after the business today: the calendar is lived through first.
    await step(operator, 'get', '/admin/sandbox/clock', 200);
    const clock = await step(operator, 'post', '/admin/sandbox/clock', 200, { body: { advance_days: 40 } });
    await step(operator, 'post', '/admin/sandbox/clock', 400, { body: { advance_days: 0 } });
    await step(operator, 'post', '/admin/jobs/repayments', 400, { body: { as_of: new Date(Date.parse(clock.now) + 24 * 3600_000 + 9 * 3600_000).toISOString().slice(0, 10) } });
    const job = await step(operator, 'post', '/admin/jobs/repayments', 202, { body: { as_of: clock.today } });
    for (let i = 0; i < 100; i += 1) {
      const run = (await operator.get(`/api/admin/jobs/${job.job_id}`)).body;
      if (run.status === 'completed' || run.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const run = await step(operator, 'get', '/admin/jobs/{job_id}', 200, { path: { job_id: job.job_id } });
    expect(run).toMatchObject({ status: 'completed', failed: 0 });
    await step(operator, 'get', '/admin/jobs', 200);

    await step(investor, 'get', '/wallet/transactions', 200, { query: '?limit=2' });
    const lines = await step(investor, 'get', '/wallet/transactions', 200, { query: '?type=deposit,invest_hold,invest_cancel,invest_execute,repayment_principal,repayment_interest,tax' });
    expect(new Set(lines.items.map((l: { type: string }) => l.type))).toEqual(new Set(['deposit', 'invest_hold', 'invest_cancel', 'invest_execute', 'repayment_principal', 'repayment_interest', 'tax']));
    await step(investor, 'get', '/investments', 200);
    await step(investor, 'get', '/dashboard', 200);
    await step(investor, 'get', '/dashboard/schedule', 200);
    await step(investor, 'get', '/investments/{product_id}/repayments', 200, { path: { product_id: product.id } });
    await step(operator, 'get', '/admin/ledger/history', 200, { query: `?email=${encodeURIComponent((await investor.get('/api/me')).body.user.email)}` });
    await step(operator, 'get', '/admin/events', 200, { query: `?stream=${encodeURIComponent(`product-${product.id}`)}&limit=2` });
    await step(operator, 'get', '/products', 200, { query: '?status=repaying,funding' });
    await step(operator, 'get', '/admin/products', 200);
    await step(operator, 'get', '/stats', 200);
    expect(checker.problems).toEqual([]);
  });

  it('accounts, investor types, boards, policies and forms answer as documented', async () => {
    const investor = t.client();
    const { email, password } = await signUp(investor);
    await step(investor, 'patch', '/me', 200, { body: { name: '김투자', password } });
    await step(investor, 'post', '/me/password', 400, { body: { current_password: 'wrong-password-1', new_password: 'short' } });
    await step(investor, 'post', '/me/password', 400, { body: { current_password: 'wrong-password-1', new_password: 'long-enough-password-1' } });
    await step(investor, 'post', '/withdraw_account', 400, { body: { bank_code: '004', account_number: '12345678901', holder_name: '김투자', password } });
    await step(investor, 'post', '/me/identity_verification', 201, { body: { name: '김투자', birth_date: '1988-05-06', phone: '010-2345-6789' } });
    await step(investor, 'post', '/withdraw_account', 201, { body: { bank_code: '004', account_number: '12345678901', holder_name: '김투자', password } });
    await step(investor, 'post', '/me/investor_type_requests', 201, { body: { investor_type: 'income_qualified', evidence: '소득 증빙' } });
    await step(investor, 'get', '/me/investor_type_requests', 200);
    const pending = await step(operator, 'get', '/admin/investor_type_requests', 200, { query: '?status=pending' });
    await step(operator, 'post', '/admin/investor_type_requests/{id}/{decision}', 200, { path: { id: pending.items[0].id, decision: 'approve' } });
    await step(operator, 'get', '/admin/users', 200, { query: `?q=${encodeURIComponent(email)}` });
    const anonymous = t.client();
    await step(anonymous, 'post', '/auth/login', 400, { body: { email, password: 'wrong-password-1' } });
    await step(anonymous, 'post', '/auth/login', 200, { body: { email, password } });
    await step(anonymous, 'post', '/auth/logout', 204);
    await step(anonymous, 'post', '/auth/sign_up', 409, { body: { email, password, name: '홍길동', phone: '010-1234-5678', agree_terms: true } });
    await step(anonymous, 'post', '/auth/password_reset_request', 202, { body: { email } });
    await step(operator, 'get', '/admin/mail_outbox', 200, { query: `?to=${encodeURIComponent(email)}` });
    await step(anonymous, 'post', '/auth/password_reset_verify', 400, { body: { token: 'not-a-token', new_password: 'long-enough-password-1' } });

    const post = await step(operator, 'post', '/admin/boards/{board}', 201, {
      path: { board: 'press' },
      body: { title: '보도자료', body: '<p>본문<script>x</script></p>', pinned: true, source: '한국경제', link_url: 'https://example.com/a', attachments: [{ name: 'a.pdf', url: 'https://example.com/a.pdf' }] },
    });
    await step(operator, 'patch', '/admin/boards/{board}/{id}', 200, { path: { board: 'press', id: post.id }, body: { pinned: false } });
    await step(anonymous, 'get', '/boards/{board}', 200, { path: { board: 'press' }, query: '?q=%EB%B3%B4%EB%8F%84' });
    await step(anonymous, 'get', '/boards/{board}/{id}', 200, { path: { board: 'press', id: post.id } });
    await step(anonymous, 'get', '/boards/{board}/{id}', 404, { path: { board: 'notice', id: post.id } });
    await step(operator, 'delete', '/admin/boards/{board}/{id}', 204, { path: { board: 'press', id: post.id } });

    const today = new Date().toISOString().slice(0, 10);
    await step(operator, 'post', '/admin/policies/{terms}', 201, { path: { terms: 'openapi_terms' }, body: { title: '이용약관', body: '<p>제1조</p>', effective_on: today } });
    await step(anonymous, 'get', '/policies', 200);
    await step(anonymous, 'get', '/policies/{terms}', 200, { path: { terms: 'openapi_terms' } });
    await step(anonymous, 'get', '/policies/{terms}', 404, { path: { terms: 'openapi_terms' }, query: '?version=9' });

    const inquiry = await step(anonymous, 'post', '/inquiries/corporate', 201, {
      body: { company_name: '(주)테스트', contact_name: '이담당', phone: '02-123-4567', email: 'corp@example.com', amount: 100_000_000, message: '문의', agree_privacy: true },
    });
    await step(operator, 'get', '/admin/inquiries', 200);
    await step(operator, 'patch', '/admin/inquiries/{id}', 200, { path: { id: inquiry.id }, body: { status: 'contacted', memo: '연락함' } });
    const application = await step(anonymous, 'post', '/loan_applications', 201, {
      body: { address: '서울특별시 마포구 월드컵로 1', estimated_value: 500_000_000, requested_amount: 100_000_000, name: '박신청', phone: '010-2222-3333', agree_privacy: true },
    });
    await step(operator, 'get', '/admin/loan_applications', 200, { query: '?status=new' });
    await step(operator, 'patch', '/admin/loan_applications/{id}', 200, { path: { id: application.id }, body: { status: 'closed' } });

    await step(operator, 'post', '/admin/sandbox/bank', 200, { body: { closed: true } });
    await step(investor, 'post', '/vaccount', 503);
    await step(operator, 'post', '/admin/sandbox/bank', 200, { body: { closed: null, fail_next: null } });
    await step(operator, 'get', '/admin/sandbox/bank', 200);
    await step(operator, 'put', '/admin/repayment_policy', 200, { body: { fee_bp: 0 } });
    const names = await step(operator, 'get', '/admin/ledger/projections', 200);
    await step(operator, 'post', '/admin/ledger/replay', 200, { body: { projection: names.items[0] } });
    await step(operator, 'post', '/admin/ledger/replay', 400, { body: { projection: 'no_such_projection' } });
    await step(operator, 'get', '/admin/ledger/verify', 200);
    await step(operator, 'get', '/admin/bank/unmatched_deposits', 200);
    await step(operator, 'post', '/admin/bank/unmatched_deposits/{tid}/assign', 404, { path: { tid: 'no-such-tid' }, body: { user_id: randomUUID() } });
    expect(checker.problems).toEqual([]);
  });

  it('a corporation\'s sign-up, verification and operators\' view answer as documented', async () => {
    const corporate = { business_number: '123-45-67891', company_name: '(주)문서법인', representative_name: '김대표' };
    const account = { email: `corp-${randomUUID()}@example.com`, password: 'corp-pass-2026', name: '김대표', phone: '010-2222-3333', agree_terms: true };
    await step(t.client(), 'post', '/auth/sign_up', 400, { body: { ...account, corporate: { ...corporate, business_number: '123-45-67890' } } });
    const client = t.client();
    const { user } = await step(client, 'post', '/auth/sign_up', 201, { body: { ...account, corporate } });
    const claim = { name: '김대표', birth_date: '1970-05-06', phone: '010-2222-3333' };
    await step(client, 'post', '/me/identity_verification', 400, { body: claim });
    await step(client, 'post', '/me/identity_verification', 400, { body: { ...claim, name: '박직원', beneficial_owner: { name: '이실소', birth_date: '1965-03-04' } } });
    await step(client, 'post', '/me/identity_verification', 201, { body: { ...claim, beneficial_owner: { name: '이실소', birth_date: '1965-03-04' } } });
    await step(client, 'get', '/me', 200);
    const found = await step(operator, 'get', '/admin/users', 200, { query: '?q=문서법인' });
    expect(found.items[0].corporate.beneficial_owner).toMatchObject({ name: '이실소' });
    await step(operator, 'get', '/admin/identity_verifications', 200, { query: `?user_id=${user.id}` });
    expect(checker.problems).toEqual([]);
  });
});
