// Proves full funding before execution (온투법 12조②③): execute refuses a product that raised part of its target; lowering the target
// asks every investor to keep or cancel within a window (told through the notification outbox), execute waits for every answer, an
// investor may cancel while asked (funding reopens), and at the deadline, by the business clock, the unanswered are canceled and paid back.
import { advanceClockTo, businessClock } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, wallet } from '../investing/investing-fixtures';

describe('full funding and a lowered target', () => {
  let t: TestApp;
  let operator: HttpClient;
  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  const failOf = (res: { status: number; body: { fail_code?: string } }) => ({ status: res.status, fail_code: res.body.fail_code });
  const investorIn = async (productId: string, amountWon: number) => {
    const inv = await fundedInvestor(t, 1_000_000);
    const placed = await invest(inv.client, [{ product_id: productId, amount: amountWon }]);
    if (placed.status !== 201) throw new Error(`invest: ${JSON.stringify(placed.body)}`);
    return { ...inv, investmentId: placed.body.investments[0].id as string };
  };

  it('executes only a fully funded product', async () => {
    const p = await createProduct(operator, { target_amount: 1_000_000 });
    await investorIn(p.id, 600_000);
    expect(failOf(await operator.post(`/api/admin/products/${p.id}/execute`))).toEqual({ status: 409, fail_code: 'product_state_conflict' });
    expect((await t.client().get(`/api/products/${p.id}`)).body).toMatchObject({ status: 'funding', raised_amount: 600_000 });
  });

  it('asks each investor again after lowering; execute waits for every answer', async () => {
    const p = await createProduct(operator, { target_amount: 1_000_000 });
    const a = await investorIn(p.id, 400_000);
    const b = await investorIn(p.id, 300_000);
    const lowered = await operator.post(`/api/admin/products/${p.id}/lower_target`, { target_amount: 700_000, reconfirm_hours: 48 });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ status: 'funded', target_amount: 700_000, raised_amount: 700_000 });
    const notices = await t.dataSource.query(`SELECT user_id, kind, link FROM notifications WHERE kind = 'target_lowered' AND link = $1 ORDER BY user_id`, [`/products/${p.id}`]);
    expect(notices.map((n: { user_id: string }) => n.user_id).sort()).toEqual([a.user.id, b.user.id].sort());

    const pending = await a.client.get(`/api/investments/reconfirmations?product_id=${p.id}`);
    expect(pending.body.items).toEqual([expect.objectContaining({ investment_id: a.investmentId, amount: 400_000, target_amount: 700_000, reconfirm_by: expect.any(String) })]);
    expect(failOf(await operator.post(`/api/admin/products/${p.id}/execute`))).toEqual({ status: 409, fail_code: 'reconfirmation_pending' });

    expect((await a.client.post(`/api/investments/${a.investmentId}/reconfirm`)).body).toMatchObject({ reconfirm_status: 'confirmed' });
    expect(failOf(await a.client.post(`/api/investments/${a.investmentId}/reconfirm`))).toEqual({ status: 400, fail_code: 'no_reconfirmation' });
    expect(failOf(await b.client.post(`/api/investments/${a.investmentId}/reconfirm`))).toEqual({ status: 404, fail_code: 'not_found' });
    expect((await a.client.get('/api/investments/reconfirmations')).body.items).toEqual([]);
    expect(failOf(await operator.post(`/api/admin/products/${p.id}/execute`))).toEqual({ status: 409, fail_code: 'reconfirmation_pending' });
    expect((await b.client.post(`/api/investments/${b.investmentId}/reconfirm`)).status).toBe(200);

    const lines = (await operator.get(`/api/admin/products/${p.id}/investments`)).body.items;
    expect(lines.map((l: { reconfirm_status: string }) => l.reconfirm_status)).toEqual(['confirmed', 'confirmed']);
    const executed = await operator.post(`/api/admin/products/${p.id}/execute`);
    expect(executed.status).toBe(200);
    expect(executed.body).toMatchObject({ status: 'repaying' });
    expect(await wallet(a.client)).toMatchObject({ balance: 600_000, held: 0 });
  });

  it('lets an asked investor cancel though the product is funded: the money returns and funding reopens', async () => {
    const p = await createProduct(operator, { target_amount: 1_000_000 });
    const a = await investorIn(p.id, 500_000);
    const b = await investorIn(p.id, 200_000);
    expect((await operator.post(`/api/admin/products/${p.id}/lower_target`, { target_amount: 700_000 })).body.status).toBe('funded');
    const canceled = await b.client.delete(`/api/investments/${b.investmentId}`);
    expect(canceled.status).toBe(200);
    expect(await wallet(b.client)).toMatchObject({ balance: 1_000_000, held: 0 });
    expect((await t.client().get(`/api/products/${p.id}`)).body).toMatchObject({ status: 'funding', raised_amount: 500_000, target_amount: 700_000 });
    expect(failOf(await operator.post(`/api/admin/products/${p.id}/execute`))).toEqual({ status: 409, fail_code: 'product_state_conflict' });
    // An investor not asked cannot cancel once funded again.
    const c = await investorIn(p.id, 200_000);
    await a.client.post(`/api/investments/${a.investmentId}/reconfirm`);
    expect((await t.client().get(`/api/products/${p.id}`)).body.status).toBe('funded');
    expect(failOf(await c.client.delete(`/api/investments/${c.investmentId}`))).toEqual({ status: 400, fail_code: 'investment_not_cancelable' });
    expect((await operator.post(`/api/admin/products/${p.id}/execute`)).status).toBe(200);
  });

  it('cancels the unanswered at the deadline by the business clock and pays them back', async () => {
    const p = await createProduct(operator, { target_amount: 1_000_000 });
    const a = await investorIn(p.id, 400_000);
    const b = await investorIn(p.id, 300_000);
    await operator.post(`/api/admin/products/${p.id}/lower_target`, { target_amount: 700_000, reconfirm_hours: 1 });
    await a.client.post(`/api/investments/${a.investmentId}/reconfirm`);
    const { today } = await businessClock(operator);
    await advanceClockTo(operator, new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
    const deadline = Date.now() + 30_000;
    let product = (await t.client().get(`/api/products/${p.id}`)).body;
    while (product.raised_amount !== 400_000 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      product = (await t.client().get(`/api/products/${p.id}`)).body;
    }
    expect(product).toMatchObject({ status: 'funding', raised_amount: 400_000 });
    expect(await wallet(b.client)).toMatchObject({ balance: 1_000_000, held: 0 });
    expect(await wallet(a.client)).toMatchObject({ balance: 600_000, held: 400_000 });
    const [line] = await t.dataSource.query(`SELECT status, cancel_reason FROM investments WHERE id = $1`, [b.investmentId]);
    expect(line).toEqual({ status: 'canceled', cancel_reason: 'not_reconfirmed' });
    const memo = await b.client.get('/api/wallet/transactions?type=invest_cancel');
    expect(memo.body.items[0].memo).toBe('모집 금액 변경 미확인 취소');
  });

  it('refuses a target not lower, below the raised amount, or on a product not raising', async () => {
    const p = await createProduct(operator, { target_amount: 1_000_000 });
    await investorIn(p.id, 300_000);
    expect((await operator.post(`/api/admin/products/${p.id}/lower_target`, { target_amount: 1_000_000 })).body.fields).toEqual({ target_amount: 'not_lower' });
    expect((await operator.post(`/api/admin/products/${p.id}/lower_target`, { target_amount: 200_000 })).body.fields).toEqual({ target_amount: 'too_small' });
    expect((await operator.post(`/api/admin/products/${p.id}/lower_target`, { target_amount: 500_000, reconfirm_hours: 500 })).body.fields).toEqual({ reconfirm_hours: 'too_large' });
    const now = Date.parse((await businessClock(operator)).now);
    const later = await createProduct(operator, { opens_at: new Date(now + 86_400_000).toISOString() }, false);
    expect(failOf(await operator.post(`/api/admin/products/${later.id}/lower_target`, { target_amount: 500_000 }))).toEqual({ status: 409, fail_code: 'product_state_conflict' });
  });
});
