// Proves issue 27: a signed deposit notification whose amount breaks the bounds (over the dated
// per-deposit maximum, or past Number.MAX_SAFE_INTEGER with the balance and holds) is answered
// 200 SUCCESS, credited to nobody and kept unmatched with reason amount_out_of_bounds; the wallet
// and dashboard keep answering, a later ordinary deposit is credited, a repeated tid stays a
// no-op, assigning it to an investor is refused unless its amount fits, and the wallet read
// models stay equal to a rebuild.
import { randomBytes, randomUUID } from 'node:crypto';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { WalletCommand, investorStreamId, walletDecider } from '../../../server/src/wallet';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { balanceOf, deposit, investor, notificationBody, notify } from './wallet-fixtures';

const HUGE_WON = 9_007_199_254_740_000;

describe('deposits out of bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** What another context's handler does to the wallet: load, decide, append in one transaction. */
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

  async function unmatchedItem(tid: string) {
    const operator = await loginAsOperator(t);
    const list = await operator.get('/api/admin/bank/unmatched_deposits?size=100');
    expect(list.status).toBe(200);
    return list.body.items.find((i: { tid: string }) => i.tid === tid);
  }

  it('keeps a huge deposit unmatched, and the wallet, the dashboard and the next deposit go on', async () => {
    const inv = await investor(t);
    await deposit(inv, 50_000);
    const body = notificationBody({ account_number: inv.accountNumber, amount: HUGE_WON, depositor_name: '홍길동' });
    const tid = JSON.parse(body).tid;
    expect(await notify(t, body)).toEqual({ status: 200, body: { result: 'SUCCESS' } });

    const wallet = await inv.client.get('/api/wallet');
    expect(wallet.status).toBe(200);
    expect(wallet.body).toMatchObject({ balance: 50_000, held: 0 });
    expect((await inv.client.get('/api/dashboard')).status).toBe(200);
    expect(await unmatchedItem(tid)).toMatchObject({ tid, account_number: inv.accountNumber, amount: HUGE_WON, reason: 'amount_out_of_bounds', assigned_user_id: null });
    const [row] = await t.dataSource.query(`SELECT status, user_id FROM bank_notifications WHERE tid = $1`, [tid]);
    expect(row).toEqual({ status: 'unmatched', user_id: null });

    // The ordinary deposit afterwards is credited at once, not stuck behind a retrying command.
    expect(await deposit(inv, 20_000)).toMatchObject({ balance: 70_000 });
    // The same tid again: still a no-op, still 200 SUCCESS to the bank.
    expect(await notify(t, body)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect((await balanceOf(inv)).balance).toBe(70_000);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1 AND type = 'DepositCredited'`, [`investor-${inv.userId}`]);
    expect(count).toBe(2);
    const [{ unmatched }] = await t.dataSource.query(`SELECT count(*)::int AS unmatched FROM unmatched_deposits WHERE tid = $1`, [tid]);
    expect(unmatched).toBe(1);
  });

  it('keeps a deposit over the per-deposit maximum unmatched, while exactly the maximum is credited', async () => {
    const inv = await investor(t);
    const exactly = notificationBody({ account_number: inv.accountNumber, amount: 1_000_000_000 });
    expect((await notify(t, exactly)).status).toBe(200);
    expect((await balanceOf(inv)).balance).toBe(1_000_000_000);
    const over = notificationBody({ account_number: inv.accountNumber, amount: 1_000_000_001 });
    expect(await notify(t, over)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect((await balanceOf(inv)).balance).toBe(1_000_000_000);
    expect(await unmatchedItem(JSON.parse(over).tid)).toMatchObject({ amount: 1_000_000_001, reason: 'amount_out_of_bounds' });
  });

  it('keeps a deposit that would take balance + held past MAX_SAFE_INTEGER unmatched (the wallet refuses it), and lets an operator give it to an investor it fits', async () => {
    const owner = await investor(t);
    // No run of deposits gets this close (each is at most the maximum per deposit): repayments
    // appended by another context's handler bring the wallet near the bound, with some of it held.
    await apply(owner.userId, { type: 'CreditRepayment', productId: randomUUID(), seq: 1, principalWon: Number.MAX_SAFE_INTEGER - 500_000, interestWon: 0, incomeTaxWon: 0, localTaxWon: 0, feeWon: 0, paidAt: new Date().toISOString() });
    await apply(owner.userId, { type: 'HoldForInvestment', investmentId: randomUUID(), productId: randomUUID(), amountWon: 1_000_000 });
    const before = await balanceOf(owner);
    expect(before).toMatchObject({ balance: Number.MAX_SAFE_INTEGER - 1_500_000, held: 1_000_000 });

    const oneOver = notificationBody({ account_number: owner.accountNumber, amount: 500_001 });
    const tid = JSON.parse(oneOver).tid;
    expect(await notify(t, oneOver)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect(await notify(t, oneOver)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect(await balanceOf(owner)).toMatchObject(before);
    expect(await unmatchedItem(tid)).toMatchObject({ amount: 500_001, reason: 'amount_out_of_bounds', assigned_user_id: null });
    expect((await owner.client.get('/api/dashboard')).status).toBe(200);
    // The sandbox bank will not even send it.
    const sandbox = await owner.client.post('/api/sandbox/deposits', { amount: 500_001 });
    expect(sandbox.status).toBe(400);
    expect(sandbox.body).toMatchObject({ fail_code: 'invalid_input', fields: { amount: 'too_large' }, message: expect.stringContaining('최대 금액') });

    // Exactly up to the bound is credited: balance + held = MAX_SAFE_INTEGER, and still readable.
    expect((await notify(t, notificationBody({ account_number: owner.accountNumber, amount: 500_000 }))).status).toBe(200);
    expect(await balanceOf(owner)).toMatchObject({ balance: Number.MAX_SAFE_INTEGER - 1_000_000, held: 1_000_000 });
    expect((await owner.client.get('/api/dashboard')).status).toBe(200);

    // Assigned back to the full wallet: refused, the assignment withdrawn; to another investor: credited.
    const operator = await loginAsOperator(t);
    const assign = (userId: string) => operator.post(`/api/admin/bank/unmatched_deposits/${tid}/assign`, { user_id: userId });
    const refused = await assign(owner.userId);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fail_code: 'invalid_input', fields: { amount: 'out_of_bounds' }, message: expect.stringContaining('반환') });
    expect(await unmatchedItem(tid)).toMatchObject({ reason: 'amount_out_of_bounds', assigned_user_id: null, assigned_at: null });
    const other = await investor(t);
    expect((await assign(other.userId)).body).toEqual({ tid, user_id: other.userId, status: 'credited' });
    expect((await balanceOf(other)).balance).toBe(500_001);
    expect((await balanceOf(owner)).balance).toBe(Number.MAX_SAFE_INTEGER - 1_000_000);
  });

  it('answers 400 invalid_input to a signed notification whose amount is not a positive safe integer', async () => {
    for (const amount of [1e300, 1.5, '100', -5, 0, Number.MAX_SAFE_INTEGER + 1]) {
      const body = JSON.stringify({ tid: `T${randomBytes(8).toString('hex')}`, type: 'deposit', account_number: '0000000000', amount, depositor_name: '홍길동', at: new Date().toISOString() });
      const res = await notify(t, body);
      expect({ amount, status: res.status, fail_code: res.body.fail_code, fields: res.body.fields }).toEqual({ amount, status: 400, fail_code: 'invalid_input', fields: { amount: expect.any(String) } });
    }
  });

  it('refuses to assign an out-of-bounds deposit to an investor', async () => {
    const tid = `T${randomBytes(8).toString('hex')}`;
    expect((await notify(t, notificationBody({ tid, account_number: '77700099988877', amount: 5_000_000_000 }))).status).toBe(200);
    expect(await unmatchedItem(tid)).toMatchObject({ reason: 'amount_out_of_bounds' });
    const owner = await investor(t);
    const operator = await loginAsOperator(t);
    const refused = await operator.post(`/api/admin/bank/unmatched_deposits/${tid}/assign`, { user_id: owner.userId });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fail_code: 'invalid_input', fields: { amount: 'out_of_bounds' } });
    expect((await balanceOf(owner)).balance).toBe(0);
    expect(await unmatchedItem(tid)).toMatchObject({ assigned_user_id: null });
  });

  it('bounds the sandbox deposit the same way, with a Korean message', async () => {
    const inv = await investor(t);
    const res = await inv.client.post('/api/sandbox/deposits', { amount: 1_000_000_001 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fail_code: 'invalid_input', fields: { amount: 'too_large' } });
    expect(res.body.message).toMatch(/10억|1,000,000,000/);
  });

  it('keeps the wallet projections equal to a rebuild from the log, wallets at the bound included', async () => {
    const rebuilder = t.app.get(ProjectionRebuilder);
    for (const name of ['wallets', 'wallet_transactions']) {
      const report = await rebuilder.verify(name);
      expect({ name, ok: report.ok, differences: report.differences }).toEqual({ name, ok: true, differences: [] });
    }
  });
});
