// Proves the wallet read models follow the events investing and repayments append to
// `investor-{userId}` (holds, cancellations, executions, repayments with taxes and fees): the
// balance, held and every docs/api.md line with its signed amount, held_change and balance_after, and
// a rebuild equal to the live tables. Also: the demo investor starts with an account and 50,000,000.
import { randomUUID } from 'node:crypto';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { WalletCommand, investorStreamId, walletDecider } from '../../../server/src/wallet';
import { DEMO_INVESTOR_EMAIL } from '../../../server/src/identity';
import { startTestApp, TestApp } from '../../support/test-app';
import { balanceOf, deposit, investor } from './wallet-fixtures';

describe('lines from investing and repayments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** What another context's handler does: load, decide, append in one transaction. */
  async function apply(userId: string, command: WalletCommand): Promise<void> {
    const store = t.app.get(EventStore);
    const tx = t.dataSource.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction();
      const streamId = investorStreamId(userId);
      const { state, version } = await store.load(tx, streamId, walletDecider.evolve, walletDecider.initialState);
      const events = walletDecider.decide(command, state);
      await store.append(tx, [{ streamId, expectedVersion: version, events, nextState: events.reduce(walletDecider.evolve, state) }], { actor_id: null });
      await tx.commitTransaction();
    } catch (error) {
      await tx.rollbackTransaction();
      throw error;
    } finally {
      await tx.release();
    }
  }

  it('shows holds, cancellations, executions and repayments as docs/api.md lines', async () => {
    const inv = await investor(t);
    await deposit(inv, 1_000_000);
    const productId = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    await apply(inv.userId, { type: 'HoldForInvestment', investmentId: a, productId, amountWon: 600_000 });
    await apply(inv.userId, { type: 'HoldForInvestment', investmentId: b, productId, amountWon: 100_000 });
    expect(await balanceOf(inv)).toMatchObject({ balance: 300_000, held: 700_000, withdrawable: 300_000 });
    await apply(inv.userId, { type: 'ReleaseInvestmentHold', investmentId: b, productId, amountWon: 100_000, reason: 'investor' });
    await apply(inv.userId, { type: 'ExecuteInvestmentHold', investmentId: a, productId, amountWon: 600_000 });
    await apply(inv.userId, { type: 'CreditRepayment', productId, seq: 1, principalWon: 47_308, interestWon: 6_000, incomeTaxWon: 840, localTaxWon: 80, feeWon: 100, paidAt: new Date().toISOString() });
    expect(await balanceOf(inv)).toMatchObject({ balance: 400_000 + 47_308 + 6_000 - 840 - 80 - 100, held: 0 });

    const lines = (await inv.client.get('/api/wallet/transactions?limit=100')).body.items;
    const shape = lines.map((l: { type: string; amount: number; held_change: number; balance_after: number; product_id?: string }) => [l.type, l.amount, l.held_change, l.balance_after, l.product_id ?? null]);
    expect(shape).toEqual([
      ['fee', -100, 0, 452_288, productId],
      ['tax', -920, 0, 452_388, productId],
      ['repayment_interest', 6_000, 0, 453_308, productId],
      ['repayment_principal', 47_308, 0, 447_308, productId],
      ['invest_execute', 0, -600_000, 400_000, productId],
      ['invest_cancel', 100_000, -100_000, 400_000, productId],
      ['invest_hold', -100_000, 100_000, 300_000, productId],
      ['invest_hold', -600_000, 600_000, 400_000, productId],
      ['deposit', 1_000_000, 0, 1_000_000, null],
    ]);
    const [w] = await t.dataSource.query(`SELECT balance::int, held::int, total_deposited::int AS dep, total_withdrawn::int AS wd, total_executed::int AS ex, total_principal_received::int AS pr, total_interest_received::int AS it, total_tax::int AS tax, total_fee::int AS fee FROM wallets WHERE user_id = $1`, [inv.userId]);
    // balance + held + paid out = everything that came in
    expect(w.balance + w.held + w.wd + w.ex + w.tax + w.fee).toBe(w.dep + w.pr + w.it);
    for (const name of ['wallets', 'wallet_transactions']) expect((await t.app.get(ProjectionRebuilder).verify(name)).ok).toBe(true);
  });

  it('refuses a hold larger than the balance and changes nothing', async () => {
    const inv = await investor(t);
    await deposit(inv, 50_000);
    await expect(apply(inv.userId, { type: 'HoldForInvestment', investmentId: randomUUID(), productId: randomUUID(), amountWon: 50_001 })).rejects.toMatchObject({ failCode: 'not_enough_balance' });
    expect(await balanceOf(inv)).toMatchObject({ balance: 50_000, held: 0 });
  });
});

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => t?.close());

  it('gives the demo investor a virtual account and 50,000,000 won through the deposit path', async () => {
    const [user] = await t.dataSource.query(`SELECT u.id, v.account_number FROM users u JOIN vaccounts v ON v.user_id = u.id WHERE lower(u.email) = lower($1)`, [DEMO_INVESTOR_EMAIL]);
    expect(user.account_number).toMatch(/^\d{14}$/);
    // Credited during start-up, before any worker runs, so demo tasks after it can invest it
    // (the balance itself may already be partly invested by the investing demo).
    const deposits = await t.dataSource.query(`SELECT amount::bigint AS amount, balance_after::bigint AS balance_after FROM wallet_transactions WHERE user_id = $1 AND type = 'deposit'`, [user.id]);
    expect(deposits.map((d: { amount: string; balance_after: string }) => [Number(d.amount), Number(d.balance_after)])).toEqual([[50_000_000, 50_000_000]]);
    const [n] = await t.dataSource.query(`SELECT status, amount::int AS amount FROM bank_notifications WHERE user_id = $1`, [user.id]);
    expect(n).toEqual({ status: 'credited', amount: 50_000_000 });
  });
});
