// Proves the yearly tax statement: each paid installment's interest and withheld taxes land in
// the Korea-time year it was paid, the years' totals equal the dashboard's received interest and
// tax withheld, the PDF is a real PDF with the Korean font embedded, an investor sees only their
// own, and a bad year or format is invalid_input.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { fundedInvestor } from '../investing/investing-fixtures';
import { executedLoan, ExecutedLoan, payBorrower, runBatch } from '../repayments/loan-fixtures';

interface Statement {
  year: number;
  items: { product_id: string; seq: number; paid_on: string; interest: number; tax_income: number; tax_local: number }[];
  total_interest: number;
  total_tax_income: number;
  total_tax_local: number;
}

describe('tax statements', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;
  const years = new Set<number>();

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    loan = await executedLoan(t, operator, [600_000, 400_000], { rate_bp: 1500, term_months: 3, repayment_method: 'equal_installment' });
    for (const inst of loan.loan.installments) {
      await payBorrower(operator, loan.productId, inst.total, inst.due_on);
      await runBatch(operator, inst.due_on);
      years.add(Number(inst.due_on.slice(0, 4)));
    }
  });
  afterAll(() => t.close());

  const statement = async (client: HttpClient, year: number): Promise<Statement> => (await client.get(`/api/me/tax_statements/${year}`)).body;

  it('lists each payment in the year it was paid, and the years add up to the dashboard', async () => {
    const investor = loan.investors[0].client;
    let interest = 0;
    let tax = 0;
    let lines = 0;
    for (const year of years) {
      const s = await statement(investor, year);
      expect(s.year).toBe(year);
      for (const item of s.items) expect(item.paid_on.startsWith(String(year))).toBe(true);
      expect(s.total_interest).toBe(s.items.reduce((a, i) => a + i.interest, 0));
      interest += s.total_interest;
      tax += s.total_tax_income + s.total_tax_local;
      lines += s.items.length;
    }
    expect(lines).toBe(3);
    const dashboard = (await investor.get('/api/dashboard')).body;
    expect(interest).toBe(dashboard.received_interest);
    expect(tax).toBe(dashboard.tax_withheld);
    expect(interest).toBeGreaterThan(0);
  });

  it('gives a PDF with the Korean font embedded', async () => {
    const [year] = [...years];
    const res = await fetch(`${t.baseUrl}/api/me/tax_statements/${year}?format=pdf`, { headers: { cookie: [...loan.investors[1].client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('NotoSansKR');
  });

  it('shows an investor only their own payments', async () => {
    const stranger = (await fundedInvestor(t, 0, { vaccount: false })).client;
    for (const year of years) expect(await statement(stranger, year)).toEqual({ year, items: [], total_interest: 0, total_tax_income: 0, total_tax_local: 0 });
  });

  it('refuses a bad year or format', async () => {
    const investor = loan.investors[0].client;
    expect((await investor.get('/api/me/tax_statements/26')).body.fail_code).toBe('invalid_input');
    expect((await investor.get('/api/me/tax_statements/2026?format=doc')).body.fail_code).toBe('invalid_input');
    expect((await t.client().get('/api/me/tax_statements/2026')).status).toBe(401);
  });
});
