// Proves the funding deadline (docs/api.md "Products" (the funding deadline)): once the business clock
// passes closes_at, a product still raising takes no investment (invalid_invest) and is canceled
// by the platform with cancel_reason funding_failed — by the scheduler's minute pass or, at the
// latest, by the next repayment run — every hold going back as an invest_cancel line with the
// investor told why; a product never opened is canceled and never opens, a funded one is left for
// execution, and a repeated sweep releases nothing twice.
import { FundingDeadlineScheduler } from '../../../server/src/products/funding/funding-deadline.scheduler';
import { advanceClockTo, businessClock } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, wallet } from '../investing/investing-fixtures';
import { until, waitForJob } from '../repayments/loan-fixtures';

const DAY_MS = 86_400_000;

describe('the funding deadline', () => {
  let t: TestApp;
  let operator: HttpClient;
  let scheduler: FundingDeadlineScheduler;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    scheduler = t.app.get(FundingDeadlineScheduler);
    // Its minute passes are this test's to call: each step below shows who canceled what.
    await scheduler.loop.stop();
  });
  afterAll(() => t?.close());

  const product = async (id: string) => (await t.client().get(`/api/products/${id}`)).body;
  const failOf = (res: { status: number; body: { fail_code?: string } }) => ({ status: res.status, fail_code: res.body.fail_code });
  /** Moves the business clock `days` whole days on. */
  const advanceDays = async (days: number) => {
    const { today } = await businessClock(operator);
    await advanceClockTo(operator, new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10));
  };
  const cancelLines = async (client: HttpClient, productId: string) =>
    ((await client.get('/api/wallet/transactions?type=invest_cancel')).body.items as { product_id: string }[]).filter((l) => l.product_id === productId);
  const notices = async (client: HttpClient) => ((await client.get('/api/notifications?limit=100')).body.items as { kind: string; body: string; link: string }[]);
  /** Every hold of the product went back once: the investor's wallet, line and notification. */
  const expectReleased = async (investor: { client: HttpClient }, productId: string, title: string, depositedWon: number, investedWon: number) => {
    expect(await wallet(investor.client)).toMatchObject({ balance: depositedWon, held: 0 });
    const lines = await cancelLines(investor.client, productId);
    expect(lines).toEqual([expect.objectContaining({ type: 'invest_cancel', amount: investedWon, held_change: -investedWon, memo: '모집 금액 미달로 모집 취소', balance_after: depositedWon })]);
    const told = await until('the cancel notification', async () => (await notices(investor.client)).filter((n) => n.kind === 'investment_canceled'));
    expect(told).toEqual([expect.objectContaining({ body: expect.stringContaining(`${title} 상품이 모집 마감까지 목표 금액을 채우지 못해 모집이 취소되었습니다`) })]);
    expect(told[0].body).toContain(`투자금 ${investedWon.toLocaleString('ko-KR')}원을 예치금으로 돌려 드렸습니다`);
  };

  it('refuses investing past closes_at, then the minute pass cancels the product and returns every hold; a second pass changes nothing', async () => {
    const p = await createProduct(operator, { title: '마감 시험 상품 1호', target_amount: 10_000_000 });
    const funded = await createProduct(operator, { target_amount: 1_000_000 });
    const { now } = await businessClock(operator);
    const neverOpened = await createProduct(operator, { opens_at: new Date(Date.parse(now) + DAY_MS).toISOString(), closes_at: new Date(Date.parse(now) + 2 * DAY_MS).toISOString() }, false);
    const investor = await fundedInvestor(t, 1_000_000);
    const filler = await fundedInvestor(t, 1_000_000);
    expect((await invest(investor.client, [{ product_id: p.id, amount: 500_000 }])).status).toBe(201);
    expect((await invest(filler.client, [{ product_id: funded.id, amount: 1_000_000 }])).status).toBe(201);
    expect(await wallet(investor.client)).toMatchObject({ balance: 500_000, held: 500_000 });
    expect(await product(p.id)).toMatchObject({ status: 'funding', cancel_reason: null });

    await advanceDays(8);
    // Past closes_at, before any pass ran: the product still reads funding, and takes nothing.
    expect(await product(p.id)).toMatchObject({ status: 'funding', raised_amount: 500_000 });
    expect(failOf(await invest(investor.client, [{ product_id: p.id, amount: 100_000 }]))).toEqual({ status: 400, fail_code: 'invalid_invest' });
    // The never-opened product past its deadline does not open (its scheduler ticks every second).
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await product(neverOpened.id)).toMatchObject({ status: 'scheduled' });
    expect(failOf(await operator.post(`/api/admin/products/${neverOpened.id}/open`))).toEqual({ status: 409, fail_code: 'product_state_conflict' });

    const swept = await scheduler.tick();
    expect(swept.filter((s) => [p.id, neverOpened.id, funded.id].includes(s.productId)).sort((a, b) => a.productId.localeCompare(b.productId)))
      .toEqual([{ productId: p.id, status: 'succeeded' }, { productId: neverOpened.id, status: 'succeeded' }].sort((a, b) => a.productId.localeCompare(b.productId)));
    expect(await product(p.id)).toMatchObject({ status: 'canceled', cancel_reason: 'funding_failed', raised_amount: 0, investor_count: 0 });
    expect(await product(neverOpened.id)).toMatchObject({ status: 'canceled', cancel_reason: 'funding_failed', raised_amount: 0 });
    expect(await product(funded.id)).toMatchObject({ status: 'funded', cancel_reason: null, raised_amount: 1_000_000 });
    expect(await wallet(filler.client)).toMatchObject({ balance: 0, held: 1_000_000 });
    await expectReleased(investor, p.id, '마감 시험 상품 1호', 1_000_000, 500_000);
    const [row] = await t.dataSource.query(`SELECT status, cancel_reason FROM investments WHERE product_id = $1`, [p.id]);
    expect(row).toEqual({ status: 'canceled', cancel_reason: 'funding_failed' });
    const admin = await operator.get(`/api/admin/products/${p.id}`);
    expect(admin.body).toMatchObject({ status: 'canceled', cancel_reason: 'funding_failed' });
    const listed = (await t.client().get('/api/products?status=canceled&size=100')).body.items as { id: string; cancel_reason: string }[];
    expect(listed.find((x) => x.id === p.id)).toMatchObject({ cancel_reason: 'funding_failed' });

    // Again, as a second worker or the next minute would: nothing is due, nothing moves.
    expect((await scheduler.tick()).filter((s) => s.productId === p.id)).toEqual([]);
    expect(await wallet(investor.client)).toMatchObject({ balance: 1_000_000, held: 0 });
    expect(await cancelLines(investor.client, p.id)).toHaveLength(1);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE type IN ('InvestmentCanceled', 'ProductCanceled') AND data->>'productId' = $1`, [p.id]);
    expect(n).toBe(2);
  });

  it('cancels a product past its deadline at the latest in the next repayment run, and a rerun releases nothing twice', async () => {
    const p = await createProduct(operator, { title: '마감 시험 상품 2호', target_amount: 10_000_000 });
    const investor = await fundedInvestor(t, 800_000);
    expect((await invest(investor.client, [{ product_id: p.id, amount: 500_000 }])).status).toBe(201);
    await advanceDays(8);
    const { today } = await businessClock(operator);
    const run = async () => {
      const started = await operator.post('/api/admin/jobs/repayments', { as_of: today });
      expect(started.status).toBe(202);
      return waitForJob(operator, started.body.job_id);
    };
    expect((await run()).status).toBe('completed');
    expect(await product(p.id)).toMatchObject({ status: 'canceled', cancel_reason: 'funding_failed', raised_amount: 0 });
    await expectReleased(investor, p.id, '마감 시험 상품 2호', 800_000, 500_000);

    expect((await run()).status).toBe('completed');
    expect(await scheduler.tick()).toEqual([]);
    expect(await wallet(investor.client)).toMatchObject({ balance: 800_000, held: 0 });
    expect(await cancelLines(investor.client, p.id)).toHaveLength(1);
  });

  it('records an operator\'s cancel as operator', async () => {
    const p = await createProduct(operator);
    const canceled = await operator.post(`/api/admin/products/${p.id}/cancel`);
    expect(canceled.body).toMatchObject({ status: 'canceled', cancel_reason: 'operator' });
    expect(await product(p.id)).toMatchObject({ cancel_reason: 'operator' });
  });
});
