// Proves the products API: operators create, edit and run the lifecycle; the public list filters and pages; the detail masks the borrower and shows collateral, LTV and a payout preview; investor-only products stay closed; the scheduler opens products at opens_at.
import { loginAsOperator, signUp } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { createProduct, productBody } from '../investing/investing-fixtures';

describe('products', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  it('creates a scheduled product and validates every field', async () => {
    const bad = await operator.post('/api/admin/products', { ...productBody(), target_amount: 15_000, rate_bp: -1, type: 'car', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ target_amount: 'invalid_amount', rate_bp: 'too_small', type: 'invalid_value', extra: 'unknown_field' });
    const noCollateral = await operator.post('/api/admin/products', { ...productBody({ type: 'credit' }), type: 'apt' });
    expect(noCollateral.body.fields).toMatchObject({ collateral: 'required' });
    const created = await operator.post('/api/admin/products', productBody({ opens_at: new Date(Date.now() + 3600_000).toISOString() }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'scheduled', raised_amount: 0, investor_count: 0, suspended: false, min_amount: 10_000 });
    const noDescription = await operator.post('/api/admin/products', { ...productBody(), description: '' });
    expect(noDescription.status).toBe(201);
  });

  it('refuses product administration to investors', async () => {
    const investor = t.client();
    await signUp(investor);
    const res = await investor.post('/api/admin/products', productBody());
    expect(res.status).toBe(403);
    expect(res.body.fail_code).toBe('forbidden');
  });

  it('runs the lifecycle and refuses impossible steps', async () => {
    const { id } = await createProduct(operator, { opens_at: new Date(Date.now() + 3600_000).toISOString() }, false);
    expect((await operator.post(`/api/admin/products/${id}/resume`)).body.fail_code).toBe('product_state_conflict');
    expect((await operator.post(`/api/admin/products/${id}/open`)).body.status).toBe('funding');
    expect((await operator.post(`/api/admin/products/${id}/open`)).status).toBe(409);
    expect((await operator.post(`/api/admin/products/${id}/suspend`)).body.suspended).toBe(true);
    expect((await operator.post(`/api/admin/products/${id}/resume`)).body.suspended).toBe(false);
    // Nothing raised: nothing to execute.
    expect((await operator.post(`/api/admin/products/${id}/execute`)).body.fail_code).toBe('product_state_conflict');
    expect((await operator.post(`/api/admin/products/${id}/cancel`)).body.status).toBe('canceled');
    expect((await operator.post(`/api/admin/products/${id}/fly`)).status).toBe(404);
  });

  it('freezes the financial terms once funding started but lets the title change', async () => {
    const { id } = await createProduct(operator, { opens_at: new Date(Date.now() + 3600_000).toISOString() }, false);
    expect((await operator.patch(`/api/admin/products/${id}`, { rate_bp: 1500 })).body.rate_bp).toBe(1500);
    await operator.post(`/api/admin/products/${id}/open`);
    expect((await operator.patch(`/api/admin/products/${id}`, { rate_bp: 1600 })).body.fail_code).toBe('product_state_conflict');
    expect((await operator.patch(`/api/admin/products/${id}`, { title: '이름을 바꾼 상품' })).body.title).toBe('이름을 바꾼 상품');
  });

  it('lists with filters and paging', async () => {
    await createProduct(operator, { type: 'apt' });
    await createProduct(operator, { type: 'apt' });
    const page = await t.client().get('/api/products?type=apt&status=funding&page=1&size=1');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, size: 1 });
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0]).toMatchObject({ type: 'apt', is_realty: true, is_pf: false, status: 'funding' });
    expect(Object.keys(page.body.items[0]).sort()).toEqual([
      'cancel_reason', 'closes_at', 'grade', 'id', 'investor_count', 'investor_only', 'is_pf', 'is_realty', 'max_per_user', 'min_amount', 'opens_at', 'raised_amount',
      'rate_bp', 'repayment_method', 'status', 'suspended', 'target_amount', 'term_months', 'title', 'type',
    ]);
    expect((await t.client().get('/api/products?status=nope')).status).toBe(400);
    expect((await t.client().get('/api/products?size=101')).status).toBe(400);
  });

  it('shows a masked borrower, collateral with LTV and a payout preview', async () => {
    const { id } = await createProduct(operator, { type: 'apt', target_amount: 100_000_000 });
    const detail = await t.client().get(`/api/products/${id}?amount=1000000`);
    expect(detail.status).toBe(200);
    expect(detail.body.borrower.name).toBe('김*출');
    expect(detail.body.collateral).toMatchObject({ appraisal_amount: 1_000_000_000, senior_debt_amount: 300_000_000, ltv_bp: 4000 });
    expect(detail.body.schedule_preview.items).toHaveLength(12);
    expect(detail.body.schedule_preview.items[0]).toMatchObject({ seq: 1, interest: 10_000, tax_income: 1_400, tax_local: 140 });
    expect((await t.client().get('/api/products/not-a-uuid')).status).toBe(400);
    const missing = await t.client().get('/api/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.fail_code).toBe('no_such_product');
  });

  it('keeps investor-only products to their investors', async () => {
    const { id } = await createProduct(operator, { investor_only: true });
    const visitor = await t.client().get(`/api/products/${id}`);
    expect(visitor.status).toBe(403);
    expect(visitor.body.fail_code).toBe('investor_only');
    expect((await operator.get(`/api/products/${id}`)).status).toBe(200);
  });

  it('opens a scheduled product when its opening time comes', async () => {
    const created = await operator.post('/api/admin/products', productBody({ opens_at: new Date(Date.now() + 1500).toISOString() }));
    expect(created.body.status).toBe('scheduled');
    const deadline = Date.now() + 15_000;
    let status = 'scheduled';
    while (Date.now() < deadline && status === 'scheduled') {
      await new Promise((r) => setTimeout(r, 300));
      status = (await t.client().get(`/api/products/${created.body.id}`)).body.status;
    }
    expect(status).toBe('funding');
    const opened = await t.dataSource.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'ProductOpened'`, [`product-${created.body.id}`]);
    expect(opened).toHaveLength(1);
    expect(opened[0].data.by).toBe('scheduler');
  });

  it('answers statistics', async () => {
    const stats = await t.client().get('/api/stats');
    expect(stats.status).toBe(200);
    expect(Object.keys(stats.body).sort()).toEqual(['as_of', 'cumulative_loan_amount', 'cumulative_repaid_amount', 'investor_count', 'loss_rate_bp', 'outstanding_amount', 'overdue_rate_bp', 'product_count']);
    expect(stats.body.product_count).toBeGreaterThan(0);
  });
});
