// Proves borrower money by bank transfer: every executed loan gets its own repayment virtual
// account; the bank's signed deposit notification for it is the borrower's payment on the business
// date it arrived (source "account"), recorded once per tid whether the tid comes twice or three
// times at once, and the repayment run pays investors exactly as for an operator's entry; an
// investor's deposit still credits the investor; a deposit the loan cannot take is kept unmatched
// (reason payment_refused, never assignable to an investor);
// the sandbox endpoint sends a real notification (operators only, executed loans only); and loans
// without an account get one at start-up, once, also when two processes do it at once.
import { randomUUID } from 'node:crypto';
import { RepaymentAccountsTask } from '../../../server/src/repayments';
import { advanceClockTo, businessClock } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct } from '../investing/investing-fixtures';
import { balanceOf, investor, notificationBody, notify } from '../wallet/wallet-fixtures';
import { creditsOf, executedLoan, ExecutedLoan, loanOf, payBorrower, runBatch } from './loan-fixtures';

interface RepaymentAccount {
  bank_code: string;
  bank_name: string;
  account_number: string;
}

describe('repayment accounts', () => {
  let t: TestApp;
  let operator: HttpClient;
  /** Paid through its repayment account. */
  let byAccount: ExecutedLoan;
  /** The same loan paid by an operator's entry, to compare with. */
  let byOperator: ExecutedLoan;
  const terms = { rate_bp: 1200, term_months: 3, repayment_method: 'equal_installment' as const };

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    byAccount = await executedLoan(t, operator, [600_000, 400_000], terms);
    byOperator = await executedLoan(t, operator, [600_000, 400_000], terms);
  });
  afterAll(() => t?.close());

  const accountOf = async (loan: ExecutedLoan) => (await loanOf(operator, loan.productId)).repayment_account as RepaymentAccount;
  const inst = (seq: number) => byAccount.loan.installments[seq - 1];
  const paymentsWithTid = async (productId: string, tid: string): Promise<number> => {
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'BorrowerPaymentReceived' AND data->>'tid' = $2`, [`loan-${productId}`, tid]);
    return n;
  };
  /** A notification for `account` signed as the bank signs it, dated the business now. */
  const depositBody = async (account: RepaymentAccount, amount: number) =>
    notificationBody({ account_number: account.account_number, amount, depositor_name: '(주)한빛건설', at: (await businessClock(operator)).now });

  it('issues each executed loan a repayment account of its own at execution', async () => {
    const [a, b] = [await accountOf(byAccount), await accountOf(byOperator)];
    for (const account of [a, b]) {
      expect(account).toEqual({ bank_code: expect.stringMatching(/^\d{3}$/), bank_name: expect.any(String), account_number: expect.stringMatching(/^\d{12,14}$/) });
    }
    expect(a.account_number).not.toBe(b.account_number);
    // In the borrower's name (not shown to operators here, but what the bank knows).
    const [row] = await t.dataSource.query(
      `SELECT a.holder_name, p.borrower_name FROM loan_repayment_accounts a JOIN products p ON p.id = a.product_id WHERE a.product_id = $1`, [byAccount.productId]);
    expect(row.holder_name).toBe(row.borrower_name);
  });

  it('takes a signed deposit into it as the borrower\'s payment on the business date it arrived, once when the tid comes twice', async () => {
    const { today } = await advanceClockTo(operator, inst(1).due_on);
    const body = await depositBody(await accountOf(byAccount), inst(1).total);
    const tid = JSON.parse(body).tid;
    expect(await notify(t, body)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect(await notify(t, body)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    const loan = await loanOf(operator, byAccount.productId);
    expect(loan.payments).toEqual([expect.objectContaining({ amount: inst(1).total, paid_on: today, source: 'account' })]);
    expect(loan).toMatchObject({ received: inst(1).total, credit: 0 });
    expect(loan.installments[0].status).toBe('funded');
    expect(await paymentsWithTid(byAccount.productId, tid)).toBe(1);
    const [notification] = await t.dataSource.query(`SELECT status FROM bank_notifications WHERE tid = $1`, [tid]);
    expect(notification.status).toBe('credited');
  });

  it('pays the installment to investors exactly as when an operator records the same payment', async () => {
    await payBorrower(operator, byOperator.productId, inst(1).total, inst(1).due_on);
    expect((await loanOf(operator, byOperator.productId)).payments).toEqual([expect.objectContaining({ source: 'operator' })]);
    expect(await runBatch(operator, inst(1).due_on)).toMatchObject({ status: 'completed', installments: 2, failed: 0 });
    const scheduleOf = async (loan: ExecutedLoan, k: number) => {
      const rows = (await loan.investors[k].client.get(`/api/investments/${loan.productId}/repayments`)).body.schedule as Record<string, unknown>[];
      // Paid in the same run, but not in the same millisecond.
      return rows.map((row) => ({ ...row, paid_at: row.paid_at ? 'paid' : null }));
    };
    for (const k of [0, 1]) {
      expect(await creditsOf(t, byAccount.investors[k].userId, byAccount.productId, 1)).toBe(1);
      const [account, entered] = [await scheduleOf(byAccount, k), await scheduleOf(byOperator, k)];
      expect(account[0]).toMatchObject({ status: 'paid' });
      expect(account).toEqual(entered);
      const balance = async (loan: ExecutedLoan) => (await loan.investors[k].client.get('/api/wallet')).body.balance as number;
      expect(await balance(byAccount)).toBe(await balance(byOperator));
    }
    expect((await loanOf(operator, byAccount.productId)).installments[0].status).toBe('distributed');
  });

  it('records one payment when one tid arrives three times at once', async () => {
    const body = await depositBody(await accountOf(byAccount), 1_000);
    const answers = await Promise.all([0, 1, 2].map(() => notify(t, body)));
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { result: 'SUCCESS' } }));
    expect(await paymentsWithTid(byAccount.productId, JSON.parse(body).tid)).toBe(1);
    const loan = await loanOf(operator, byAccount.productId);
    expect(loan).toMatchObject({ received: inst(1).total + 1_000, credit: 1_000 });
    expect(loan.payments).toHaveLength(2);
  });

  it('still credits an investor\'s deposit to the investor, and keeps an unknown account\'s money unmatched', async () => {
    const inv = await investor(t);
    expect((await notify(t, notificationBody({ account_number: inv.accountNumber, amount: 55_000 }))).status).toBe(200);
    expect((await balanceOf(inv)).balance).toBe(55_000);
    const unknown = notificationBody({ account_number: '77123456789012', amount: 9_000 });
    expect((await notify(t, unknown)).status).toBe(200);
    const [row] = await t.dataSource.query(`SELECT status FROM bank_notifications WHERE tid = $1`, [JSON.parse(unknown).tid]);
    expect(row.status).toBe('unmatched');
  });

  it('sends a sandbox borrower deposit through the bank for operators, for executed loans only', async () => {
    const sent = await operator.post('/api/admin/sandbox/borrower_deposits', { product_id: byAccount.productId, amount: 2_000 });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ tid: expect.stringMatching(/^SBX/), product_id: byAccount.productId, amount: 2_000 });
    const [row] = await t.dataSource.query(`SELECT account_number, status FROM bank_notifications WHERE tid = $1`, [sent.body.tid]);
    expect(row).toEqual({ account_number: (await accountOf(byAccount)).account_number, status: 'credited' });
    expect(await paymentsWithTid(byAccount.productId, sent.body.tid)).toBe(1);
    expect((await loanOf(operator, byAccount.productId)).credit).toBe(3_000);

    const investorClient = byAccount.investors[0].client;
    const notOperator = await investorClient.post('/api/admin/sandbox/borrower_deposits', { product_id: byAccount.productId, amount: 2_000 });
    expect([notOperator.status, notOperator.body.fail_code]).toEqual([403, 'forbidden']);
    const unknown = await operator.post('/api/admin/sandbox/borrower_deposits', { product_id: randomUUID(), amount: 2_000 });
    expect([unknown.status, unknown.body.fail_code]).toEqual([404, 'no_such_product']);
    const unexecuted = await createProduct(operator, { target_amount: 1_000_000 });
    const early = await operator.post('/api/admin/sandbox/borrower_deposits', { product_id: unexecuted.id, amount: 2_000 });
    expect([early.status, early.body.fail_code]).toEqual([409, 'product_state_conflict']);
    const bad = await operator.post('/api/admin/sandbox/borrower_deposits', { product_id: byAccount.productId, amount: 0 });
    expect([bad.status, bad.body.fail_code]).toEqual([400, 'invalid_input']);
    expect((await loanOf(operator, byAccount.productId)).credit).toBe(3_000);
  });

  it('keeps a deposit the loan cannot take for operators, once, answering the bank SUCCESS', async () => {
    // Paid off early: no installment is left to take money.
    await payBorrower(operator, byOperator.productId, 2_000_000, (await businessClock(operator)).today);
    const before = await loanOf(operator, byOperator.productId);
    expect(before.installments.every((i) => i.status !== 'scheduled')).toBe(true);
    const body = await depositBody(await accountOf(byOperator), 7_000);
    const tid = JSON.parse(body).tid;
    expect(await notify(t, body)).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect((await Promise.all([0, 1, 2].map(() => notify(t, body)))).every((a) => a.status === 200)).toBe(true);
    const unmatched = (await operator.get('/api/admin/bank/unmatched_deposits')).body.items.filter((i: { tid: string }) => i.tid === tid);
    expect(unmatched).toEqual([expect.objectContaining({ tid, amount: 7_000, account_number: (await accountOf(byOperator)).account_number, reason: 'payment_refused' })]);
    // The borrower's money goes back to the borrower: no operator can credit it to an investor.
    const investorId = byOperator.investors[0].userId;
    const assign = await operator.post(`/api/admin/bank/unmatched_deposits/${tid}/assign`, { user_id: investorId });
    expect([assign.status, assign.body.fail_code, assign.body.fields]).toEqual([400, 'invalid_input', { tid: 'borrower_money' }]);
    const [row] = await t.dataSource.query(`SELECT status FROM bank_notifications WHERE tid = $1`, [tid]);
    expect(row.status).toBe('unmatched');
    expect((await loanOf(operator, byOperator.productId)).received).toBe(before.received);
    expect(await paymentsWithTid(byOperator.productId, tid)).toBe(0);
  });

  it('issues an account at start-up to a loan without one, once, also from two processes at once', async () => {
    const [kept] = await t.dataSource.query(`DELETE FROM loan_repayment_accounts WHERE product_id = $1 RETURNING account_number`, [byOperator.productId]);
    expect((await loanOf(operator, byOperator.productId)).repayment_account).toBeNull();
    const task = t.app.get(RepaymentAccountsTask, { strict: false });
    const other = await t.addWorker();
    await Promise.all([task.run(), other.get(RepaymentAccountsTask, { strict: false }).run(), task.run()]);
    const reissued = await accountOf(byOperator);
    expect(reissued.account_number).toMatch(/^\d{12,14}$/);
    expect(reissued.account_number).not.toBe(kept.account_number);
    await task.run();
    expect(await accountOf(byOperator)).toEqual(reissued);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM loan_repayment_accounts WHERE product_id = ANY($1::uuid[])`, [[byAccount.productId, byOperator.productId]]);
    expect(n).toBe(2);
    // Every payment, with its source, is in the log as well as the read model.
    expect((await operator.get('/api/admin/ledger/verify')).body.ok).toBe(true);
  });
});
