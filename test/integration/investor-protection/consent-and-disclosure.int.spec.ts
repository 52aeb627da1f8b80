// Proves the disclosure and the investor's confirmation (온투법 22조①③): GET /products/{id} carries every item of 22조① with the
// yearly return before and after the tax and fee policy in force and a version that changes with any item; POST /investments without
// `acknowledged: true` is confirmation_required and moves nothing; an accepted investment records the version seen, which operators
// read; a stale version is refused; a scheduled product is listed publicly with its opening time.
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, wallet } from '../investing/investing-fixtures';

describe('disclosure and confirmation', () => {
  let t: TestApp;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  const detail = async (id: string) => (await t.client().get(`/api/products/${id}`)).body;

  it('shows every item of 22조① with returns from the loan maths', async () => {
    const p = await createProduct(operator, { type: 'apt', rate_bp: 1200, term_months: 12, repayment_method: 'bullet', target_amount: 50_000_000 });
    const { disclosure } = await detail(p.id);
    expect(disclosure).toMatchObject({
      version: expect.stringMatching(/^d-[0-9a-f]{16}$/),
      loan: { amount: 50_000_000, term_months: 12, rate_bp: 1200, repayment_method: 'bullet', due_rule: 'monthly_from_execution', basis_amount: 1_000_000 },
      borrower: { name: '김*출', kind: 'individual', grade: 'A2', purpose: '테스트용 상품입니다.' },
      fees: { investor_fee_bp: 0 },
      tax: { platform_registered: true, income_tax_bp: 1400, local_tax_rate_pct: 10, rounding: 'floor_10_won' },
      // 10,000 a month on 1,000,000: 12 %; after 1,400 + 140 tax, 8,460 a month: 10.15 %.
      expected_return_bp: 1200,
      expected_net_return_bp: 1015,
      collateral: { appraisal_amount: 1_000_000_000, lien_rank: 2, senior_debt_amount: 300_000_000, valuation_method: expect.any(String), ltv_bp: 3500 },
      collection: { procedure: expect.stringContaining('5영업일'), debt_sale: expect.any(String), costs: expect.any(String) },
      changes: [],
    });
    expect(disclosure.loan.schedule).toHaveLength(12);
    expect(disclosure.loan.schedule[11]).toMatchObject({ principal: 1_000_000, interest: 10_000, tax_income: 1_400, tax_local: 140, fee: 0, net: 1_008_460 });
    expect(disclosure.risks.some((r: string) => r.includes('원금 손실'))).toBe(true);
    expect((await detail((await createProduct(operator, { type: 'credit' })).id)).disclosure.collateral).toBeNull();
  });

  it('changes the version and the net return with the fee policy, and lists later changes', async () => {
    const p = await createProduct(operator, { rate_bp: 1200, repayment_method: 'bullet' });
    const before = (await detail(p.id)).disclosure;
    expect((await operator.put('/api/admin/repayment_policy', { fee_bp: 1000 })).status).toBe(200);
    try {
      const after = (await detail(p.id)).disclosure;
      expect(after.version).not.toBe(before.version);
      // 10,000 − 1,400 − 140 − 1,000 = 7,460 a month: 8.95 %.
      expect(after).toMatchObject({ fees: { investor_fee_bp: 1000 }, expected_return_bp: 1200, expected_net_return_bp: 895 });
    } finally {
      await operator.put('/api/admin/repayment_policy', { fee_bp: 0 });
    }
    expect((await detail(p.id)).disclosure.version).toBe(before.version);
    expect((await operator.patch(`/api/admin/products/${p.id}`, { description: '설명을 고쳤습니다.' })).status).toBe(200);
    const changed = (await detail(p.id)).disclosure;
    expect(changed.version).not.toBe(before.version);
    expect(changed.changes).toEqual([{ changed_at: expect.any(String), fields: ['description'] }]);
  });

  it('answers confirmation_required without acknowledged: true, and nothing moves', async () => {
    const p = await createProduct(operator);
    const { client } = await fundedInvestor(t, 100_000);
    for (const acknowledged of [undefined, false]) {
      const ticket = (await client.post('/api/invest_tickets')).body.ticket;
      const res = await client.post('/api/investments', { ticket, ...(acknowledged === undefined ? {} : { acknowledged }), items: [{ product_id: p.id, amount: 10_000 }] });
      expect({ status: res.status, fail_code: res.body.fail_code }).toEqual({ status: 400, fail_code: 'confirmation_required' });
      expect(res.body.message).toContain('원금 손실');
    }
    const ticket = (await client.post('/api/invest_tickets')).body.ticket;
    expect((await client.post('/api/investments', { ticket, acknowledged: 'yes', items: [{ product_id: p.id, amount: 10_000 }] })).body.fields).toEqual({ acknowledged: 'must_be_boolean' });
    expect(await wallet(client)).toMatchObject({ balance: 100_000, held: 0 });
  });

  it('records the version seen with the investment, shows it to operators, and refuses a stale one', async () => {
    const p = await createProduct(operator);
    const { client, user } = await fundedInvestor(t, 100_000);
    const { version } = (await detail(p.id)).disclosure;
    const placed = await invest(client, [{ product_id: p.id, amount: 20_000, disclosure_version: version }]);
    expect(placed.status).toBe(201);
    const [row] = await t.dataSource.query(`SELECT disclosure_version FROM investments WHERE id = $1`, [placed.body.investments[0].id]);
    expect(row.disclosure_version).toBe(version);
    const [event] = await t.dataSource.query(`SELECT data FROM events WHERE type = 'ProductInvestmentPlaced' AND data->>'investmentId' = $1`, [placed.body.investments[0].id]);
    expect(event.data.disclosureVersion).toBe(version);
    const lines = await operator.get(`/api/admin/products/${p.id}/investments`);
    expect(lines.body.items).toEqual([expect.objectContaining({ user_id: user.id, amount: 20_000, disclosure_version: version, status: 'placed' })]);

    // Without a version sent, the one in force is recorded all the same.
    const plain = await invest(client, [{ product_id: (await createProduct(operator)).id, amount: 10_000 }]);
    const [plainRow] = await t.dataSource.query(`SELECT disclosure_version FROM investments WHERE id = $1`, [plain.body.investments[0].id]);
    expect(plainRow.disclosure_version).toMatch(/^d-/);

    await operator.patch(`/api/admin/products/${p.id}`, { title: '제목이 바뀐 상품' });
    const stale = await invest(client, [{ product_id: p.id, amount: 10_000, disclosure_version: version }]);
    expect({ status: stale.status, fail_code: stale.body.fail_code, product_id: stale.body.product_id }).toEqual({ status: 400, fail_code: 'confirmation_required', product_id: p.id });
    expect(await wallet(client)).toMatchObject({ balance: 70_000, held: 30_000 });
  });

  it('lists a scheduled product publicly (공개예정) with its opening time and full disclosure', async () => {
    const clock = (await operator.get('/api/admin/sandbox/clock')).body;
    const opensAt = new Date(Date.parse(clock.now) + 2 * 86_400_000).toISOString();
    const p = await createProduct(operator, { type: 'realty', opens_at: opensAt }, false);
    const list = await t.client().get('/api/products?status=scheduled&size=100');
    expect(list.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id: p.id, status: 'scheduled', opens_at: opensAt })]));
    expect((await detail(p.id)).disclosure.collateral).not.toBeNull();
  });
});
