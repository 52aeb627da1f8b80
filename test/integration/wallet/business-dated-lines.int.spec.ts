// Proves every line of GET /wallet/transactions is dated on the business calendar, not the wall
// clock: with the sandbox clock moved 60 days ahead, an investor's deposit, investments (one
// canceled), execution, withdrawal, repayment and a later deposit all carry business dates, the
// lines run newest first in non-increasing date order, the period filters select by those dates,
// GET /investments dates the investment on the business day, the operators' investor history
// dates and cuts its lines the same way, and verify finds the lines equal to the log's fold.
import { seoulDate } from '../../../server/src/shared/clock';
import { businessClock, ClockView } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest } from '../investing/investing-fixtures';
import { LoanDetail, loanOf, payBorrower, runBatch } from '../repayments/loan-fixtures';

interface Line {
  at: string;
  type: string;
  amount: number;
}

const DAY_MS = 86_400_000;
const koreaDate = (at: string): string => seoulDate(new Date(at));
/** The first instant of a Korea-time date. */
const koreaMidnight = (date: string): Date => new Date(Date.parse(`${date}T00:00:00+09:00`));

describe('wallet lines dated by the business clock', () => {
  let t: TestApp;
  let operator: HttpClient;
  let investor: HttpClient;
  let email: string;
  let productId: string;
  let loan: LoanDetail;
  let before: ClockView;
  let investedOn: string;
  let lines: Line[];

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    const moved = await operator.post('/api/admin/sandbox/clock', { advance_days: 60 });
    expect(moved.status).toBe(200);
    before = moved.body as ClockView;

    const funded = await fundedInvestor(t, 1_500_000);
    investor = funded.client;
    email = funded.email;
    productId = (await createProduct(operator, { target_amount: 1_000_000, term_months: 3, rate_bp: 1200 })).id;
    const other = (await createProduct(operator, { target_amount: 5_000_000 })).id;
    expect((await invest(investor, [{ product_id: productId, amount: 1_000_000 }])).status).toBe(201);
    const placed = await invest(investor, [{ product_id: other, amount: 100_000 }]);
    expect(placed.status).toBe(201);
    expect((await investor.delete(`/api/investments/${placed.body.investments[0].id}`)).status).toBe(200);
    expect((await operator.post(`/api/admin/products/${productId}/execute`)).status).toBe(200);
    loan = await loanOf(operator, productId);
    const account = await investor.post('/api/withdraw_account', { bank_code: '088', account_number: '110123456789', holder_name: funded.user.name, password: funded.password });
    expect(account.status).toBe(201);
    expect((await investor.post('/api/withdrawals', { amount: 200_000, password: funded.password }, { 'idempotency-key': `w-${Date.now()}` })).status).toBe(201);
    investedOn = (await businessClock(operator)).today;

    // A month on by the business clock: the first installment is paid, then money comes in again.
    const first = loan.installments[0];
    await payBorrower(operator, productId, first.total, first.due_on);
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', failed: 0 });
    expect((await investor.post('/api/sandbox/deposits', { amount: 50_000 })).status).toBe(201);
    lines = (await investor.get('/api/wallet/transactions?limit=100')).body.items as Line[];
  });
  afterAll(() => t?.close());

  it('dates every line on the business calendar, each on the business day it happened', async () => {
    expect(before.today).not.toBe(seoulDate(new Date()));
    // The day of the first steps: the clock's day before and after them (should midnight pass).
    const firstDays = new Set([before.today, investedOn]);
    const repaidOn = loan.installments[0].due_on;
    const onDays = lines.map((l) => [l.type, koreaDate(l.at)]);
    expect(onDays.map(([type]) => type)).toEqual([
      'deposit', 'tax', 'repayment_interest', 'repayment_principal', 'withdrawal', 'invest_execute', 'invest_cancel', 'invest_hold', 'invest_hold', 'deposit',
    ]);
    expect(onDays.slice(0, 4)).toEqual(onDays.slice(0, 4).map(([type]) => [type, repaidOn]));
    for (const [type, on] of onDays.slice(4)) expect({ type, firstDay: firstDays.has(on) }).toEqual({ type, firstDay: true });
    expect(koreaDate(lines[0].at)).toBe((await businessClock(operator)).today);
  });

  it('lists the lines newest first in non-increasing date order', () => {
    for (let i = 1; i < lines.length; i += 1) {
      expect(Date.parse(lines[i - 1].at)).toBeGreaterThanOrEqual(Date.parse(lines[i].at));
    }
  });

  it('filters a period by the business dates', async () => {
    const repaidOn = loan.installments[0].due_on;
    const late = (await investor.get(`/api/wallet/transactions?from=${repaidOn}&to=${repaidOn}&limit=100`)).body.items as Line[];
    expect(late).toEqual(lines.filter((l) => koreaDate(l.at) === repaidOn));
    expect(late.length).toBeGreaterThanOrEqual(3);
    const early = (await investor.get(`/api/wallet/transactions?to=${investedOn}&limit=100`)).body.items as Line[];
    expect(early).toHaveLength(lines.length - late.length);
    // Nothing happened on the wall clock's calendar, two months before.
    expect((await investor.get(`/api/wallet/transactions?to=${seoulDate(new Date(Date.now() + 7 * DAY_MS))}`)).body.items).toEqual([]);
  });

  it('dates the investment on the business day in GET /investments', async () => {
    const items = (await investor.get('/api/investments')).body.items as { product_id: string; invested_at: string }[];
    const mine = items.find((i) => i.product_id === productId)!;
    expect([before.today, investedOn]).toContain(koreaDate(mine.invested_at));
    const hold = lines.find((l) => l.type === 'invest_hold' && l.amount === -1_000_000)!;
    expect(Math.abs(Date.parse(mine.invested_at) - Date.parse(hold.at))).toBeLessThan(60_000);
  });

  it("dates and cuts the operators' investor history on the business calendar, and verify agrees with the log", async () => {
    const history = (await operator.get(`/api/admin/ledger/history?email=${encodeURIComponent(email)}`)).body;
    expect(koreaDate(history.as_of)).toBe((await businessClock(operator)).today);
    expect(history.balance).toBe((await investor.get('/api/wallet')).body.balance);
    const dates = new Set(lines.map((l) => koreaDate(l.at)));
    for (const line of history.lines as { at: string }[]) expect(dates).toContain(koreaDate(line.at));
    const repaidOn = loan.installments[0].due_on;
    const asOf = new Date(koreaMidnight(repaidOn).getTime() - 1).toISOString();
    const earlier = (await operator.get(`/api/admin/ledger/history?email=${encodeURIComponent(email)}&as_of=${encodeURIComponent(asOf)}`)).body;
    expect(earlier.lines.map((l: { type: string }) => l.type)).not.toContain('RepaymentCredited');
    expect(earlier.balance).toBe(1_500_000 - 1_000_000 - 200_000);

    const verify = (await operator.get('/api/admin/ledger/verify')).body;
    const wallet = verify.projections.find((p: { name: string }) => p.name === 'wallet_transactions');
    expect(wallet).toMatchObject({ ok: true, differences: [] });
  });
});
