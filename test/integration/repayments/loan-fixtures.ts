// Fixtures for repayment tests, all through the real API: a product funded by investors and
// executed, its loan scheduled by the workflow, borrower payments and batch runs by an operator.
import { randomUUID } from 'node:crypto';
import { advanceClockTo } from '../../support/business-clock';
import type { HttpClient } from '../../support/http-client';
import type { TestApp } from '../../support/test-app';
import { createProduct, fundedInvestor, invest, ProductInput } from '../investing/investing-fixtures';

export interface LoanInvestor {
  client: HttpClient;
  userId: string;
  email: string;
  amount: number;
}

export interface ExecutedLoan {
  productId: string;
  investors: LoanInvestor[];
  loan: LoanDetail;
}

export interface LoanDetail {
  product_id: string;
  status: string;
  installments: { seq: number; due_on: string; principal: number; interest: number; total: number; status: string; overdue: boolean }[];
  payments: LoanPayment[];
  [key: string]: unknown;
}

export interface PaymentAllocation {
  costs: number;
  late_interest: number;
  interest: number;
  principal: number;
  credit: number;
  credit_used: number;
}

export interface LoanPayment {
  payment_id: string;
  amount: number;
  paid_on: string;
  received_at: string;
  source: 'account' | 'operator';
  allocation: PaymentAllocation;
  installments: { seq: number; due_on: string; interest: number; principal: number }[];
}

/** The header a borrower payment must carry: a new key is a new payment. */
export const paymentKey = (key: string = randomUUID()): Record<string, string> => ({ 'Idempotency-Key': key });

export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Investors (one per amount) fund a product that is then executed; waits for its loan schedule. `funded` runs just before execution. */
export async function executedLoan(
  t: TestApp, operator: HttpClient, amounts: number[], input: ProductInput = {}, scheduleTimeoutMs = 60_000, funded?: (productId: string) => Promise<void>,
): Promise<ExecutedLoan> {
  const target = amounts.reduce((a, b) => a + b, 0);
  const product = await createProduct(operator, { target_amount: target, ...input });
  const investors: LoanInvestor[] = [];
  for (const amount of amounts) {
    const { client, user } = await fundedInvestor(t, amount);
    const placed = await invest(client, [{ product_id: product.id, amount }]);
    if (placed.status !== 201) throw new Error(`invest: ${placed.status} ${JSON.stringify(placed.body)}`);
    investors.push({ client, userId: user.id, email: user.email, amount });
  }
  await funded?.(product.id);
  const executed = await operator.post(`/api/admin/products/${product.id}/execute`);
  if (executed.status !== 200) throw new Error(`execute: ${executed.status} ${JSON.stringify(executed.body)}`);
  const loan = await loanOf(operator, product.id, scheduleTimeoutMs);
  return { productId: product.id, investors, loan };
}

export async function loanOf(operator: HttpClient, productId: string, timeoutMs = 60_000): Promise<LoanDetail> {
  return until(`loan ${productId} scheduled`, async () => {
    const res = await operator.get(`/api/admin/loans/${productId}`);
    return res.status === 200 ? (res.body as LoanDetail) : null;
  }, timeoutMs);
}

export async function payBorrower(operator: HttpClient, productId: string, amount: number, paidOn: string) {
  // Money arrives on a day the calendar has reached: live up to it first.
  await advanceClockTo(operator, paidOn);
  const res = await operator.post(`/api/admin/products/${productId}/borrower_repayments`, { amount, paid_on: paidOn }, paymentKey());
  if (res.status !== 201) throw new Error(`borrower_repayments: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface JobView {
  job_id: string;
  status: string;
  processed: number;
  failed: number;
  total: number;
  installments: number;
}

/** Runs the batch as of a date and waits for it to finish. */
export async function runBatch(operator: HttpClient, asOf: string, timeoutMs = 60_000): Promise<JobView> {
  // A run may not be dated after the business today: live up to the date first.
  await advanceClockTo(operator, asOf);
  const res = await operator.post('/api/admin/jobs/repayments', { as_of: asOf });
  if (res.status !== 202) throw new Error(`jobs/repayments: ${res.status} ${JSON.stringify(res.body)}`);
  return waitForJob(operator, res.body.job_id, timeoutMs);
}

export async function waitForJob(operator: HttpClient, jobId: string, timeoutMs = 60_000): Promise<JobView> {
  return until(`job ${jobId}`, async () => {
    const job = await operator.get(`/api/admin/jobs/${jobId}`);
    return job.body.status === 'completed' || job.body.status === 'failed' ? (job.body as JobView) : null;
  }, timeoutMs, 200);
}

/** How many RepaymentCredited events an investor has for (product, seq): exactly one when paid. */
export async function creditsOf(t: TestApp, userId: string, productId: string, seq?: number): Promise<number> {
  const [row] = await t.dataSource.query(
    `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'RepaymentCredited' AND data->>'productId' = $2 AND ($3::int IS NULL OR (data->>'seq')::int = $3)`,
    [`investor-${userId}`, productId, seq ?? null],
  );
  return row.n;
}
