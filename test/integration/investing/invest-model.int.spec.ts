// Proves, with random invest/cancel/deposit sequences (fast-check) against a simple model, that every answer is the one the rules predict and that no balance goes negative, no product raises past its target and no investor limit is exceeded.
import fc from 'fast-check';
import { loginAsOperator } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { createProduct, fundedInvestor, invest, setLimitPolicy, wallet } from './investing-fixtures';

const LIMITS = { total: 200_000, realty: 100_000, borrower: 80_000 };
/** Each run's investors start with this much, so a run can place from its first command. */
const START_WON = 60_000;

interface ModelProduct { id: string; target: number; raised: number; cap: number; borrower: string; realty: boolean }
interface ModelUser { client: HttpClient; balance: number; held: number }
interface ModelInvestment { id: string; user: number; product: number; amount: number; live: boolean }
interface Model { users: ModelUser[]; products: ModelProduct[]; investments: ModelInvestment[] }

const seen = { placed: 0, refused: 0, canceled: 0 };

function usageOf(m: Model, user: number) {
  const live = m.investments.filter((i) => i.user === user && i.live);
  const sum = (xs: ModelInvestment[]) => xs.reduce((s, i) => s + i.amount, 0);
  return {
    total: sum(live),
    realty: sum(live.filter((i) => m.products[i.product].realty)),
    borrower: (b: string) => sum(live.filter((i) => m.products[i.product].borrower === b)),
    inProduct: (p: number) => sum(live.filter((i) => i.product === p)),
  };
}

/** docs/api.md's order, as the model knows it. */
function expectedOutcome(m: Model, user: number, product: number, amount: number): string {
  const p = m.products[product];
  const u = usageOf(m, user);
  if (amount < 10_000) return 'min_invest_amount';
  if (amount % 10_000 !== 0) return 'invalid_amount';
  if (amount > p.target - p.raised) return 'exceed_amount_limit';
  if (p.cap > 0 && u.inProduct(product) + amount > p.cap) return 'exceed_amount_per_user_limit';
  if (u.total + amount > LIMITS.total) return 'over_total_invest_limit';
  if (p.realty && u.realty + amount > LIMITS.realty) return 'over_realty_invest_limit';
  if (u.borrower(p.borrower) + amount > LIMITS.borrower) return 'over_borrower_invest_limit';
  if (m.users[user].balance < amount) return 'not_enough_balance';
  return 'placed';
}

class Invest implements fc.AsyncCommand<Model, Model> {
  constructor(readonly user: number, readonly product: number, readonly amount: number) {}
  check = () => true;
  async run(m: Model): Promise<void> {
    const expected = expectedOutcome(m, this.user, this.product, this.amount);
    const res = await invest(m.users[this.user].client, [{ product_id: m.products[this.product].id, amount: this.amount }]);
    expect(res.status === 201 ? 'placed' : res.body.fail_code).toBe(expected);
    if (expected !== 'placed') seen.refused += 1;
    if (expected === 'placed') {
      seen.placed += 1;
      m.users[this.user].balance -= this.amount;
      m.users[this.user].held += this.amount;
      m.products[this.product].raised += this.amount;
      m.investments.push({ id: res.body.investments[0].id, user: this.user, product: this.product, amount: this.amount, live: true });
    }
  }
  toString = () => `invest(u${this.user}, p${this.product}, ${this.amount})`;
}

class Cancel implements fc.AsyncCommand<Model, Model> {
  constructor(readonly user: number, readonly pick: number) {}
  check = (m: Readonly<Model>) => m.investments.some((i) => i.user === this.user && i.live);
  async run(m: Model): Promise<void> {
    const live = m.investments.filter((i) => i.user === this.user && i.live);
    const target = live[this.pick % live.length];
    const product = m.products[target.product];
    const res = await m.users[this.user].client.delete(`/api/investments/${target.id}`);
    if (product.raised === product.target) {
      expect(res.body.fail_code).toBe('investment_not_cancelable');
      return;
    }
    expect(res.status).toBe(200);
    seen.canceled += 1;
    target.live = false;
    m.users[this.user].balance += target.amount;
    m.users[this.user].held -= target.amount;
    product.raised -= target.amount;
    expect(res.body.balance).toBe(m.users[this.user].balance);
  }
  toString = () => `cancel(u${this.user}, #${this.pick})`;
}

class Deposit implements fc.AsyncCommand<Model, Model> {
  constructor(readonly user: number, readonly amount: number) {}
  check = () => true;
  async run(m: Model): Promise<void> {
    const res = await m.users[this.user].client.post('/api/sandbox/deposits', { amount: this.amount });
    expect(res.status).toBe(201);
    m.users[this.user].balance += this.amount;
  }
  toString = () => `deposit(u${this.user}, ${this.amount})`;
}

describe('investing against a model', () => {
  let t: TestApp;
  let operator: HttpClient;
  let users: ModelUser[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    await setLimitPolicy(operator, { general: { total: LIMITS.total, realty: LIMITS.realty, pf: LIMITS.realty, per_borrower: LIMITS.borrower } });
  });
  afterAll(() => t.close());

  it('keeps every invariant over random sequences', async () => {
    const amount = fc.oneof(fc.integer({ min: 1, max: 10 }).map((n) => n * 10_000), fc.constantFrom(5_000, 15_000, 0));
    const commands = [
      fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), amount).map(([u, p, a]) => new Invest(u, p, a)),
      fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(5)).map(([u, k]) => new Cancel(u, k)),
      fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 15 }).map((n) => n * 10_000)).map(([u, a]) => new Deposit(u, a)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        // Each run starts with fresh investors and fresh products.
        users = await Promise.all([0, 1, 2].map(async () => ({ client: (await fundedInvestor(t, START_WON)).client, balance: START_WON, held: 0 })));
        const sharedBorrower = `BR-model-${Date.now()}`;
        const specs = [
          { target_amount: 150_000, max_per_user: 0, type: 'credit' as const, borrower_id: sharedBorrower },
          { target_amount: 100_000, max_per_user: 50_000, type: 'apt' as const, borrower_id: sharedBorrower },
          { target_amount: 300_000, max_per_user: 0, type: 'realty' as const },
        ];
        const products: ModelProduct[] = [];
        for (const s of specs) {
          const { id } = await createProduct(operator, s);
          products.push({ id, target: s.target_amount, raised: 0, cap: s.max_per_user, borrower: s.borrower_id ?? id, realty: s.type !== 'credit' });
        }
        const model: Model = { users, products, investments: [] };
        await fc.asyncModelRun(() => ({ model, real: model }), cmds);
        for (const [i, u] of users.entries()) {
          const w = await wallet(u.client);
          expect(w).toMatchObject({ balance: u.balance, held: u.held });
          expect(w.balance).toBeGreaterThanOrEqual(0);
          const usage = usageOf(model, i);
          expect(usage.total).toBeLessThanOrEqual(LIMITS.total);
        }
        for (const p of products) {
          const row = (await t.client().get(`/api/products/${p.id}`)).body;
          expect(row.raised_amount).toBe(p.raised);
          expect(row.raised_amount).toBeLessThanOrEqual(p.target);
        }
      }),
      { numRuns: 20 },
    );
    // The random runs did exercise every path.
    expect(seen.placed).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
