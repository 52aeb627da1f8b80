// Proves that what the platform publishes follows a loan gone bad, through HTTP (docs/api.md "Loans
// that go bad", "Notifications, disclosures and tax statements", "Central registry reports"): the
// daily run's acceleration, a recovery, a write-off, a recovery of written-off principal and a
// sale each notify every investor with their own share (one `loan_sold` per investor for the
// sale), are added to the product's overdue post, are reported to the registry so the
// reconciliation stays ok, and move GET /stats and the monthly disclosure (defaulted, recovered,
// sold, written off, loss rate, cohort); the recoveries' interest and taxes reach the yearly tax
// statement and the 지급명세서 CSV; a loan accelerated with no overdue notice gets a post of its
// own that its next step revises; every read model equals its rebuild from the log.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { addDays } from '../../../server/src/shared/clock';
import { nextMonth } from '../../../server/src/disclosures/monthly/month-calendar';
import { advanceClockTo, businessClock } from '../../support/business-clock';
import { executedLoan, ExecutedLoan, paymentKey, runBatch, until } from './loan-fixtures';
import { reconciliation, reportsOf } from '../registry/registry-fixtures';

interface Note { kind: string; title: string; body: string; link: string | null }
interface Line { type: string; amount: number; product_id?: string }
interface Allocation { costs: number; late_interest: number; interest: number; principal: number; credit: number; written_off: number }

describe('loans that go bad, as the platform publishes them', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  const recoveredPrincipal: number[] = [];
  const stepYears = new Set<number>();

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1200, term_months: 6, repayment_method: 'equal_installment' });
  });
  afterAll(() => t.close());

  const base = () => `/api/admin/products/${loan.productId}`;
  const today = async () => (await businessClock(operator)).today;
  const notes = async (client: HttpClient, kind: string): Promise<Note[]> =>
    ((await client.get('/api/notifications?limit=100')).body.items as Note[]).filter((n) => n.kind === kind);
  const lines = async (client: HttpClient): Promise<Line[]> => (await client.get('/api/wallet/transactions?limit=100')).body.items;
  const post = async (client: HttpClient): Promise<string> => {
    const [notice] = (await operator.get(`${base()}/overdue_notices`)).body.items as { article_id: string }[];
    const res = await client.get(`/api/boards/overdue/${notice.article_id}`);
    expect(res.status).toBe(200);
    return res.body.body_html as string;
  };
  const stats = async () => (await t.client().get('/api/stats')).body;
  const month = async () => (await t.client().get(`/api/disclosures/monthly/${(await today()).slice(0, 7)}`)).body;
  const step = async (path: string, body: object): Promise<Allocation> => {
    stepYears.add(Number((await today()).slice(0, 4)));
    const res = await operator.post(`${base()}/${path}`, body, paymentKey());
    expect(res.status).toBe(200);
    return res.body.allocation;
  };
  /** Once the outbox has caught up, the registry's outstanding per investor equals the platform's. */
  const reconciled = async (kind: string) => {
    await until(`${kind} reported to the registry`, async () => {
      for (const investor of loan.investors) if (!(await reportsOf(operator, investor.userId)).some((r) => r.kind === kind)) return false;
      return (await reconciliation(operator)).ok;
    });
    expect(await reconciliation(operator)).toEqual({ ok: true, differences: [] });
  };

  it('publishes the daily run’s acceleration: each investor told their principal, the post, /stats and the month', async () => {
    const day60 = addDays(loan.loan.installments[0].due_on, 60);
    await advanceClockTo(operator, day60);
    await runBatch(operator, day60);
    expect((await operator.get(`/api/admin/loans/${loan.productId}`)).body.status).toBe('defaulted');
    for (const investor of loan.investors) {
      const [told, ...more] = await notes(investor.client, 'loan_defaulted');
      expect(more).toEqual([]);
      expect(told).toMatchObject({ title: '대출의 기한이익이 상실되었습니다', link: `/user/repay/${loan.productId}` });
      expect(told.body).toContain(`남은 원금 ${investor.amount.toLocaleString('ko-KR')}원`);
      expect(await post(investor.client)).toContain(`${day60} 기한이익상실`);
    }
    expect(await stats()).toMatchObject({ outstanding_amount: 1_000_000, overdue_rate_bp: 10_000, loss_rate_bp: 0 });
    expect(await month()).toMatchObject({ defaulted_amount: 1_000_000, cumulative_defaulted_amount: 1_000_000, overdue_rate_bp: 10_000, outstanding_amount: 1_000_000 });
  });

  it('publishes a recovery: each investor’s own net and tax, the post, the registry, the month', async () => {
    const allocation = await step('recoveries', { amount: 300_000, received_on: await today(), source: 'collateral', costs: 20_000, memo: '담보 경매 배당' });
    recoveredPrincipal.push(allocation.principal);
    for (const investor of loan.investors) {
      const mine = await lines(investor.client);
      const principal = mine.filter((l) => l.type === 'recovery_principal').reduce((s, l) => s + l.amount, 0);
      const net = mine.filter((l) => ['recovery_principal', 'recovery_interest', 'tax', 'fee'].includes(l.type)).reduce((s, l) => s + l.amount, 0);
      const [told, ...more] = await notes(investor.client, 'recovery_paid');
      expect(more).toEqual([]);
      expect(told.body).toContain(`투자자님 몫 ${net.toLocaleString('ko-KR')}원(원금 ${principal.toLocaleString('ko-KR')}원`);
      expect(await post(investor.client)).toContain('(담보 처분): 300,000원을 회수했습니다(비용 20,000원 차감)');
    }
    expect((await month()).cumulative_recovered_amount).toBe(allocation.principal);
    expect((await stats()).outstanding_amount).toBe(1_000_000 - allocation.principal);
    await reconciled('recovery');
  });

  it('publishes a write-off and a later recovery of written-off principal: loss rate up, then down', async () => {
    const wo = await step('write_off', { reason: '회수 불능' });
    expect(wo.written_off).toBe(1_000_000 - recoveredPrincipal[0]);
    for (const investor of loan.investors) {
      const [told] = await notes(investor.client, 'loan_written_off');
      expect(told.body).toContain('채권은 그대로 남아');
      expect(await post(investor.client)).toContain('상각</strong>: 남은 원금');
    }
    expect(await stats()).toMatchObject({ loss_rate_bp: Math.round(wo.written_off / 100), outstanding_amount: 0 });
    expect((await month()).written_off_amount).toBeGreaterThanOrEqual(wo.written_off);
    await reconciled('write_off');
    await advanceClockTo(operator, addDays(await today(), 10));
    const owed = (await operator.get(`/api/admin/loans/${loan.productId}`)).body.owed;
    const rec = await step('recoveries', { amount: owed.late_interest + owed.interest + 50_000, received_on: await today(), source: 'guarantor' });
    expect(rec.principal).toBe(50_000);
    recoveredPrincipal.push(50_000);
    expect((await stats()).loss_rate_bp).toBe(Math.round((wo.written_off - 50_000) / 100));
    expect((await notes(loan.investors[0].client, 'recovery_paid'))[0].body).toContain('상각되었던 원금입니다');
    await reconciled('recovery');
  });

  it('publishes a sale once per investor, with the price share and what it left unpaid', async () => {
    const sale = await step('sale', { price: 100_000, buyer_name: '가나자산관리', sold_on: await today(), costs: 0 });
    recoveredPrincipal.push(sale.principal);
    for (const investor of loan.investors) {
      const told = await notes(investor.client, 'loan_sold');
      expect(told).toHaveLength(1);
      expect(told[0].body).toContain('가나자산관리에 매각했습니다. 매각 대금 중 투자자님 몫');
      // The sale's credit and write-off send nothing of their own.
      expect(await notes(investor.client, 'recovery_paid')).toHaveLength(2);
      expect(await notes(investor.client, 'loan_written_off')).toHaveLength(1);
      expect(await post(investor.client)).toContain('가나자산관리에 100,000원에 매각했습니다');
    }
    await reconciled('sale');
  });

  it('counts it all in /stats and the monthly disclosure: sold, written off net, loss rate, cohort', async () => {
    const recovered = recoveredPrincipal.reduce((a, b) => a + b, 0);
    const lost = 1_000_000 - recovered;
    const lossBp = Math.round(lost / 100);
    expect(await stats()).toMatchObject({ cumulative_loan_amount: 1_000_000, outstanding_amount: 0, overdue_rate_bp: 0, loss_rate_bp: lossBp });
    const m = await month();
    expect(m).toMatchObject({
      cumulative_defaulted_amount: 1_000_000, cumulative_recovered_amount: recovered, cumulative_sold_amount: 1_000_000 - recoveredPrincipal[0] - 50_000,
      loss_rate_bp: lossBp, outstanding_amount: 0, cumulative_repaid_amount: 0,
    });
    const executedAt = (await operator.get(`/api/admin/loans/${loan.productId}`)).body.executed_at as string;
    const executedYear = Number(new Date(Date.parse(executedAt) + 9 * 3_600_000).toISOString().slice(0, 4)); // Korea time
    expect(m.recovery_by_cohort).toEqual([{ executed_year: executedYear, defaulted: 1_000_000, recovered, written_off: lost }]);
    // Once the clock leaves the month, it is published with the same figures.
    await advanceClockTo(operator, `${nextMonth(m.month)}-01`);
    const published = (await t.client().get(`/api/disclosures/monthly/${m.month}`)).body;
    expect(published.status).toBe('published');
    for (const key of ['defaulted_amount', 'recovered_amount', 'sold_amount', 'written_off_amount', 'cumulative_sold_amount', 'loss_rate_bp', 'recovery_by_cohort']) {
      expect([key, published[key]]).toEqual([key, m[key]]);
    }
  });

  it('puts the recoveries’ interest and taxes on the yearly statement and the payment statements CSV', async () => {
    for (const investor of loan.investors) {
      const mine = (await lines(investor.client)).filter((l) => l.product_id === loan.productId);
      const interest = mine.filter((l) => l.type === 'recovery_interest').reduce((s, l) => s + l.amount, 0);
      const tax = -mine.filter((l) => l.type === 'tax').reduce((s, l) => s + l.amount, 0);
      let statedInterest = 0;
      let statedTax = 0;
      for (const year of stepYears) {
        const statement = (await investor.client.get(`/api/me/tax_statements/${year}`)).body;
        expect(statement.items.every((i: { kind: string; seq: number | null }) => i.kind !== 'repayment' && i.seq === null)).toBe(true);
        statedInterest += statement.total_interest;
        statedTax += statement.total_tax_income + statement.total_tax_local;
      }
      expect(interest).toBeGreaterThan(0);
      expect([statedInterest, statedTax]).toEqual([interest, tax]);
    }
    const csv = (await Promise.all([...stepYears].map(async (year) => (await operator.bytes(`/api/admin/tax/payment_statements/${year}`)).body.toString('utf8')))).join('');
    expect(csv).toContain(',회수,');
    const pdf = await loan.investors[0].client.bytes(`/api/me/tax_statements/${[...stepYears][0]}?format=pdf`);
    expect(pdf.status).toBe(200);
  });

  it('gives a loan accelerated with no overdue notice a post of its own, revised by its next step', async () => {
    const early = await executedLoan(t, operator, [500_000], { rate_bp: 1000, term_months: 3, repayment_method: 'bullet' });
    const at = `/api/admin/products/${early.productId}`;
    expect((await operator.post(`${at}/accelerate`, { reason: '차입자 폐업' }, paymentKey())).status).toBe(200);
    const list = (await t.client().get('/api/boards/overdue?size=50')).body.items as { id: string; title: string; product_id?: string }[];
    const own = list.filter((p) => p.product_id === early.productId);
    expect(own).toHaveLength(1);
    expect(own[0].title).toContain('[기한이익상실]');
    const open = async () => (await early.investors[0].client.get(`/api/boards/overdue/${own[0].id}`)).body.body_html as string;
    expect(await open()).toContain('차입자 폐업');
    expect((await operator.post(`${at}/recoveries`, { amount: 10_000, received_on: await today(), source: 'borrower' }, paymentKey())).status).toBe(200);
    expect(await open()).toContain('(차입자 상환): 10,000원을 회수했습니다');
    expect((await t.client().get('/api/boards/overdue?size=50')).body.items.filter((p: { product_id?: string }) => p.product_id === early.productId)).toHaveLength(1);
    expect((await notes(early.investors[0].client, 'loan_defaulted'))[0].body).toContain('차입자의 사정으로');
  });

  it('keeps every read model equal to its rebuild from the log', async () => {
    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
  });
});
