// Placement when a product opens (docs/api.md "Auto-invest"): every matching running contract is
// placed once as an ordinary investment (source "auto", notification auto_invest_placed), a
// placement the checks refuse is recorded with its fail code, the share cap leaves the rest of
// the product to everyone, the order rotates, the total is never passed, and a stop that races
// the opening is never followed by a placement.
import { randomUUID } from 'node:crypto';
import { CommandGateway } from '../../../server/src/shared/queue/command-gateway';
import { PlaceAutoInvestments } from '../../../server/src/auto-invest';
import { productStreamId } from '../../../server/src/products';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, ProductInput } from '../investing/investing-fixtures';
import { contractBody, placementOutcome } from './auto-invest-fixtures';

interface Investor { client: HttpClient; user: { id: string } }

describe('auto-invest placement on opening', () => {
  let t: TestApp;
  let operator: HttpClient;
  const running: Investor[] = [];

  /** An investor with `balanceWon` and a running contract. */
  async function contractor(balanceWon: number, change: Record<string, unknown> = {}): Promise<Investor> {
    const investor = await fundedInvestor(t, balanceWon);
    const set = await investor.client.put('/api/me/auto_invest', await contractBody(investor.client, change));
    if (set.status !== 200) throw new Error(`contract: ${set.status} ${JSON.stringify(set.body)}`);
    running.push(investor);
    return investor;
  }

  const opened = async (input: ProductInput) => (await createProduct(operator, input)).id;
  const autoInvestments = async (productId: string) =>
    (await t.dataSource.query(
      `SELECT e.stream_id, (e.data->>'amountWon')::int AS amount FROM events e WHERE e.type = 'InvestmentPlaced' AND e.data->>'productId' = $1 AND e.metadata->>'source' = 'auto' ORDER BY e.stream_id`,
      [productId])) as { stream_id: string; amount: number }[];

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  // Each test's contracts stop, so the next test's products meet only its own.
  afterEach(async () => {
    for (const investor of running.splice(0)) await investor.client.delete('/api/me/auto_invest');
  });
  afterAll(() => t.close());

  it('places each matching contract once as an ordinary investment, skips the unfunded one with its fail code, leaves others alone', async () => {
    const rich = await contractor(100_000);
    const poor = await contractor(0);
    const other = await contractor(100_000, { criteria: { types: ['corporate'] } });
    const productId = await opened({ type: 'credit' });
    expect(await placementOutcome(t, productId)).toEqual({ placed: 1, placedWon: 10_000, skipped: 1 });

    const investments = (await rich.client.get('/api/investments')).body.items as { product_id: string; amount: number; status: string }[];
    expect(investments.filter((i) => i.product_id === productId)).toMatchObject([{ amount: 10_000, status: 'placed' }]);
    expect((await rich.client.get('/api/wallet')).body).toMatchObject({ balance: 90_000 });
    const notices = (await rich.client.get('/api/notifications?limit=50')).body.items as { kind: string }[];
    expect(notices.map((n) => n.kind)).toContain('auto_invest_placed');
    expect(notices.map((n) => n.kind)).not.toContain('investment_placed');
    // The investment's documents, as for any investment.
    const [inv] = await t.dataSource.query(`SELECT id FROM investments WHERE product_id = $1 AND user_id = $2`, [productId, rich.user.id]);
    expect((await rich.client.get(`/api/investments/${inv.id}/documents`)).status).toBe(200);

    const richView = (await rich.client.get('/api/me/auto_invest')).body;
    expect(richView.placed).toEqual({ count: 1, amount: 10_000 });
    expect(richView.recent[0]).toMatchObject({ product_id: productId, outcome: 'placed', amount: 10_000 });
    expect(richView.portfolio_share).toEqual({ auto_amount: 10_000, total_amount: 10_000, share_bp: 10_000 });
    const poorView = (await poor.client.get('/api/me/auto_invest')).body;
    expect(poorView.skipped).toEqual([{ fail_code: 'not_enough_balance', count: 1 }]);
    expect(poorView.recent[0]).toMatchObject({ outcome: 'skipped', fail_code: 'not_enough_balance' });
    expect((await other.client.get('/api/me/auto_invest')).body.recent).toEqual([]);

    // The same opening placed again (another command) places nothing twice.
    const again = await t.app.get(CommandGateway).execute(PlaceAutoInvestments, { productId }, {
      commandId: randomUUID(), actorId: null, partitionKey: productStreamId(productId), lockKeys: [productStreamId(productId)],
    });
    expect(again).toEqual({ placed: 0, placedWon: 0, skipped: 0 });
    expect(await autoInvestments(productId)).toHaveLength(1);
  });

  it('takes at most the policy share of the target, leaves the rest to manual investors, and rotates who is served first', async () => {
    const investors = [await contractor(100_000, { criteria: { types: ['corporate'] } }), await contractor(100_000, { criteria: { types: ['corporate'] } }), await contractor(100_000, { criteria: { types: ['corporate'] } })];
    // 50 % of 40,000 won: room for two of the three.
    const first = await opened({ type: 'corporate', target_amount: 40_000 });
    expect(await placementOutcome(t, first)).toMatchObject({ placed: 2, placedWon: 20_000 });
    const manual = await fundedInvestor(t, 100_000);
    expect((await invest(manual.client, [{ product_id: first, amount: 20_000 }])).status).toBe(201);

    const second = await opened({ type: 'corporate', target_amount: 40_000 });
    expect(await placementOutcome(t, second)).toMatchObject({ placed: 2, placedWon: 20_000 });
    const servedFirst = new Set((await autoInvestments(first)).map((i) => i.stream_id));
    const servedSecond = new Set((await autoInvestments(second)).map((i) => i.stream_id));
    // The one left out of the first product is placed in the second.
    const leftOut = investors.find((i) => !servedFirst.has(`investor-${i.user.id}`))!;
    expect(servedSecond.has(`investor-${leftOut.user.id}`)).toBe(true);
  });

  it('never goes past the contract total or its per-borrower cap', async () => {
    const capped = await contractor(100_000, { total_limit: 20_000, max_per_borrower: 10_000, criteria: { types: ['credit'], min_rate_bp: 1500 } });
    const borrower = `BR-${randomUUID()}`;
    const a = await opened({ type: 'credit', rate_bp: 1500, borrower_id: borrower });
    const b = await opened({ type: 'credit', rate_bp: 1500, borrower_id: borrower });
    const c = await opened({ type: 'credit', rate_bp: 1500 });
    const d = await opened({ type: 'credit', rate_bp: 1500 });
    for (const id of [a, b, c, d]) await placementOutcome(t, id);
    const placed = (await capped.client.get('/api/me/auto_invest')).body;
    expect(placed.placed).toEqual({ count: 2, amount: 20_000 });
    expect((await autoInvestments(a)).length + (await autoInvestments(b)).length).toBe(1);
  });

  it('a stop racing an opening: never a placement after the stop', async () => {
    for (let round = 0; round < 3; round += 1) {
      const racer = await contractor(100_000, { criteria: { types: ['credit'], max_term_months: 6 } });
      const [productId] = await Promise.all([opened({ type: 'credit', term_months: 6 }), racer.client.delete('/api/me/auto_invest')]);
      await placementOutcome(t, productId);
      const stream = (await t.dataSource.query(
        `SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`auto-invest-${racer.user.id}`])) as { type: string }[];
      const types = stream.map((e) => e.type);
      expect(types.indexOf('AutoInvestStopped')).toBeGreaterThan(0);
      expect(types.slice(types.indexOf('AutoInvestStopped'))).toEqual(['AutoInvestStopped']);
    }
  });

  it('previews what criteria would have placed over the last 12 months, and shows the portfolio spread', async () => {
    const viewer = await fundedInvestor(t, 100_000);
    const preview = await viewer.client.get('/api/me/auto_invest/preview?types=credit&max_term_months=6&amount_per_product=20000');
    expect(preview.status).toBe(200);
    expect(preview.body.items.length).toBeGreaterThanOrEqual(3);
    for (const item of preview.body.items) expect(item).toMatchObject({ amount: 20_000, status: 'funding' });
    expect(preview.body.totals).toMatchObject({ count: preview.body.items.length, amount: 20_000 * preview.body.items.length, received: 0, written_off: 0, return_bp: 0 });
    expect((await viewer.client.get('/api/me/auto_invest/preview?types=apt')).body.items).toEqual([]);
    expect((await viewer.client.get('/api/me/auto_invest/preview?amount_per_product=5000')).body.fail_code).toBe('min_invest_amount');
    expect((await viewer.client.get('/api/me/auto_invest/preview?amount_per_product=15000')).body.fail_code).toBe('invalid_amount');
    expect((await viewer.client.get('/api/me/auto_invest/preview?types=house')).body).toMatchObject({ fail_code: 'invalid_input', fields: { types: 'invalid_value' } });

    const product = await opened({ type: 'credit', rate_bp: 1000 });
    expect((await invest(viewer.client, [{ product_id: product, amount: 30_000 }])).status).toBe(201);
    const other = await opened({ type: 'corporate', rate_bp: 1000 });
    expect((await invest(viewer.client, [{ product_id: other, amount: 10_000 }])).status).toBe(201);
    const spread = (await viewer.client.get('/api/me/auto_invest/diversification')).body;
    expect(spread).toMatchObject({ total_amount: 40_000, borrower_count: 2, largest_borrower_share_bp: 7_500, pf: { amount: 0, share_bp: 0 } });
    expect(spread.by_type.map((g: { key: string; share_bp: number }) => [g.key, g.share_bp])).toEqual([['credit', 7_500], ['corporate', 2_500]]);
    expect(spread.explanation).toContain('75.0%');
  });

  // Last: it moves the business clock forward for the rest of the file.
  it('never places after ends_on', async () => {
    const today = (await operator.get('/api/admin/sandbox/clock')).body.today as string;
    const ending = await contractor(100_000, { ends_on: today, criteria: { types: ['credit'], min_rate_bp: 1900 } });
    expect((await operator.post('/api/admin/sandbox/clock', { advance_days: 1 })).status).toBe(200);
    const productId = await opened({ type: 'credit', rate_bp: 1900 });
    expect(await placementOutcome(t, productId)).toEqual({ placed: 0, placedWon: 0, skipped: 0 });
    expect((await ending.client.get('/api/me/auto_invest')).body.contract).toMatchObject({ active: false, ends_on: today });
  });
});
