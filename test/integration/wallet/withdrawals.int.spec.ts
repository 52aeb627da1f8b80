// Proves POST /withdrawals: completed withdrawals leave the balance; every fail code
// (invalid_credentials, no_vaccount, no_withdraw_account, not_enough_balance, bank_closed,
// REQUEST_HAS_TIME_OUT with the money restored, duplicate_ticket); the Idempotency-Key replays the
// first outcome; 50 concurrent withdrawals racing for one balance never overdraw and the ledger
// reconciles.
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { startTestApp, TestApp } from '../../support/test-app';
import { balanceOf, bankControl, deposit, investor, registerWithdrawAccount, withdraw } from './wallet-fixtures';

describe('withdrawals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function funded(amount: number) {
    const inv = await investor(t);
    await registerWithdrawAccount(inv);
    if (amount > 0) await deposit(inv, amount);
    return inv;
  }

  it('pays out from the balance and records the line', async () => {
    const inv = await funded(500_000);
    const res = await withdraw(inv, 120_000);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), amount: 120_000, status: 'completed', balance: 380_000 });
    expect(await balanceOf(inv)).toMatchObject({ balance: 380_000, held: 0, withdrawable: 380_000 });
    const [transfer] = await t.dataSource.query(`SELECT amount::int AS amount, bank_code, account_number, status FROM sandbox_bank_transfers WHERE withdrawal_id = $1`, [res.body.id]);
    expect(transfer).toEqual({ amount: 120_000, bank_code: '088', account_number: '110123456789', status: 'completed' });
    const lines = (await inv.client.get('/api/wallet/transactions?type=withdrawal')).body.items;
    expect(lines).toEqual([expect.objectContaining({ type: 'withdrawal', amount: -120_000, balance_after: 380_000, memo: '출금 (신한은행 ****6789)' })]);
  });

  it('replays the first outcome for the same Idempotency-Key; another body is duplicate_ticket', async () => {
    const inv = await funded(300_000);
    const first = await withdraw(inv, 100_000, 'key-1');
    const again = await withdraw(inv, 100_000, 'key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const other = await withdraw(inv, 50_000, 'key-1');
    expect(other.status).toBe(409);
    expect(other.body.fail_code).toBe('duplicate_ticket');
    expect((await balanceOf(inv)).balance).toBe(200_000);
  });

  it('asks for the password again: invalid_credentials, nothing withdrawn', async () => {
    const inv = await funded(100_000);
    const res = await withdraw(inv, 10_000, undefined, 'not-my-password-1');
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('invalid_credentials');
    expect((await balanceOf(inv)).balance).toBe(100_000);
  });

  it('answers no_vaccount without a virtual account and no_withdraw_account without a withdrawal account', async () => {
    const noVaccount = await investor(t, { vaccount: false });
    expect((await withdraw(noVaccount, 10_000)).body.fail_code).toBe('no_vaccount');
    const noAccount = await investor(t);
    await deposit(noAccount, 50_000);
    const res = await withdraw(noAccount, 10_000);
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('no_withdraw_account');
  });

  it('answers not_enough_balance for one won more than the balance, and cannot take held money', async () => {
    const inv = await funded(100_000);
    const res = await withdraw(inv, 100_001);
    expect(res.status).toBe(400);
    expect(res.body.fail_code).toBe('not_enough_balance');
    expect((await withdraw(inv, 100_000)).body.balance).toBe(0);
  });

  it('needs an Idempotency-Key and a positive integer amount: invalid_input', async () => {
    const inv = await funded(100_000);
    const noKey = await inv.client.post('/api/withdrawals', { amount: 10_000, password: inv.password });
    expect(noKey.status).toBe(400);
    expect(noKey.body.fields).toEqual({ 'Idempotency-Key': 'required' });
    for (const amount of [0, -1, 1.5, '10000']) expect((await withdraw(inv, amount as number)).body.fail_code).toBe('invalid_input');
  });

  it('answers bank_closed while the bank is closed and takes nothing', async () => {
    const inv = await funded(100_000);
    await bankControl(t, { closed: true });
    try {
      const res = await withdraw(inv, 10_000);
      expect(res.status).toBe(503);
      expect(res.body.fail_code).toBe('bank_closed');
    } finally {
      await bankControl(t, { closed: null });
    }
    expect((await balanceOf(inv)).balance).toBe(100_000);
    expect((await inv.client.get('/api/wallet/transactions?type=withdrawal')).body.items).toEqual([]);
  });

  it('restores the money when the bank times out: REQUEST_HAS_TIME_OUT', async () => {
    const inv = await funded(200_000);
    await bankControl(t, { fail_next: 'REQUEST_HAS_TIME_OUT' });
    const res = await withdraw(inv, 150_000, 'timeout-key');
    expect(res.status).toBe(502);
    expect(res.body.fail_code).toBe('REQUEST_HAS_TIME_OUT');
    expect(await balanceOf(inv)).toMatchObject({ balance: 200_000, withdrawable: 200_000 });
    const lines = (await inv.client.get('/api/wallet/transactions')).body.items;
    expect(lines.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'withdrawal_restored', amount: 150_000, balance_after: 200_000, memo: expect.stringContaining('은행 응답 시간 초과') }),
      expect.objectContaining({ type: 'withdrawal', amount: -150_000, balance_after: 50_000 }),
    ]);
    // The same key replays the failure; it never pays later behind the investor's back.
    expect((await withdraw(inv, 150_000, 'timeout-key')).body.fail_code).toBe('REQUEST_HAS_TIME_OUT');
    expect((await balanceOf(inv)).balance).toBe(200_000);
    const [row] = await t.dataSource.query(`SELECT status, fail_code FROM withdrawals WHERE user_id = $1`, [inv.userId]);
    expect(row).toEqual({ status: 'failed', fail_code: 'REQUEST_HAS_TIME_OUT' });
  });

  it('never overdraws when 50 withdrawals race for one balance, and the ledger reconciles', async () => {
    const inv = await funded(1_000_000);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => withdraw(inv, 30_000, `race-${i}`)));
    const completed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(completed.length).toBe(33); // 33 × 30,000 = 990,000 ≤ 1,000,000 < 34 × 30,000
    expect(refused.every((a) => a.body.fail_code === 'not_enough_balance')).toBe(true);
    const wallet = await balanceOf(inv);
    expect(wallet.balance).toBe(1_000_000 - completed.length * 30_000);
    expect(wallet.balance).toBeGreaterThanOrEqual(0);
    const [paid] = await t.dataSource.query(
      `SELECT coalesce(sum(t.amount), 0)::int AS total FROM sandbox_bank_transfers t JOIN withdrawals w ON w.id = t.withdrawal_id WHERE w.user_id = $1 AND t.status = 'completed'`,
      [inv.userId],
    );
    expect(paid.total).toBe(completed.length * 30_000);
    const [w] = await t.dataSource.query(`SELECT balance::int, held::int, total_deposited::int AS deposited, total_withdrawn::int AS withdrawn, withdrawing::int FROM wallets WHERE user_id = $1`, [inv.userId]);
    expect(w.balance + w.held + w.withdrawn + w.withdrawing).toBe(w.deposited);
    const lines = (await inv.client.get('/api/wallet/transactions?limit=100')).body.items;
    expect(lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(wallet.balance);
    expect(lines[0].balance_after).toBe(wallet.balance);
    for (const name of ['wallets', 'wallet_transactions', 'withdrawals']) expect((await t.app.get(ProjectionRebuilder).verify(name)).ok).toBe(true);
  });
});
