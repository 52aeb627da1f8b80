// Fixtures for investing tests: products made by an operator through the real API, investors
// signed up, given a virtual account and funded through the sandbox bank.
import type { HttpClient } from '../../support/http-client';
import type { TestApp } from '../../support/test-app';
import { signUpVerified } from '../../support/users';

export interface ProductInput {
  title?: string;
  type?: 'apt' | 'realty' | 'credit' | 'corporate';
  borrower_id?: string;
  target_amount?: number;
  max_per_user?: number;
  min_amount?: number;
  opens_at?: string;
  closes_at?: string;
  investor_only?: boolean;
  rate_bp?: number;
  term_months?: number;
  repayment_method?: 'equal_installment' | 'bullet';
  is_pf?: boolean;
}

let seq = 0;

/** `nowMs`: the business clock's now, so a product made after the clock moved is open today. */
export function productBody(input: ProductInput = {}, nowMs: number = Date.now()) {
  seq += 1;
  const type = input.type ?? 'credit';
  return {
    title: input.title ?? `테스트 상품 ${seq}호`,
    type,
    borrower_id: input.borrower_id ?? `BR-${Date.now()}-${seq}`,
    borrower_name: '김대출',
    grade: 'A2',
    rate_bp: input.rate_bp ?? 1200,
    term_months: input.term_months ?? 12,
    repayment_method: input.repayment_method ?? 'equal_installment',
    target_amount: input.target_amount ?? 10_000_000,
    max_per_user: input.max_per_user ?? 0,
    ...(input.min_amount ? { min_amount: input.min_amount } : {}),
    opens_at: input.opens_at ?? new Date(nowMs - 60_000).toISOString(),
    closes_at: input.closes_at ?? new Date(nowMs + 7 * 24 * 3600_000).toISOString(),
    investor_only: input.investor_only ?? false,
    description: '테스트용 상품입니다.',
    ...(input.is_pf !== undefined ? { is_pf: input.is_pf } : {}),
    ...(type === 'apt' || type === 'realty'
      ? { collateral: { address: '서울특별시 강남구 테헤란로 1', appraisal_amount: 1_000_000_000, senior_debt_amount: 300_000_000, lien_rank: 2 } }
      : {}),
  };
}

/** Registers a product; `open` (default true) starts funding right away. */
export async function createProduct(operator: HttpClient, input: ProductInput = {}, open = true): Promise<{ id: string }> {
  const clock = await operator.get('/api/admin/sandbox/clock');
  const nowMs = clock.status === 200 ? Date.parse(clock.body.now) : Date.now();
  const created = await operator.post('/api/admin/products', productBody(input, nowMs));
  if (created.status !== 201) throw new Error(`create product: ${created.status} ${JSON.stringify(created.body)}`);
  if (open) {
    const opened = await operator.post(`/api/admin/products/${created.body.id}/open`);
    // The opening scheduler may have opened it first (opens_at is in the past): just as good.
    const status = opened.status === 200 ? opened.body.status : (await operator.get(`/api/products/${created.body.id}`)).body.status;
    if (status !== 'funding') throw new Error(`open product: ${opened.status} ${JSON.stringify(opened.body)}`);
  }
  return created.body;
}

/** A signed-up, identity-verified investor with a virtual account and `balanceWon` deposited (0: no deposit). */
export async function fundedInvestor(t: TestApp, balanceWon: number, options: { vaccount?: boolean } = {}) {
  const client = t.client();
  const { user, email, password } = await signUpVerified(client);
  if (options.vaccount !== false) {
    const issued = await client.post('/api/vaccount', {});
    if (issued.status !== 201) throw new Error(`vaccount: ${issued.status} ${JSON.stringify(issued.body)}`);
    if (balanceWon > 0) {
      const deposited = await client.post('/api/sandbox/deposits', { amount: balanceWon });
      if (deposited.status !== 201) throw new Error(`deposit: ${deposited.status} ${JSON.stringify(deposited.body)}`);
    }
  }
  return { client, user, email, password };
}

/** POST /api/investments with a fresh ticket, confirmed (`acknowledged: true`, 온투법 22조③). */
export async function invest(client: HttpClient, items: { product_id: string; amount: number; disclosure_version?: string }[]) {
  const ticket = await client.post('/api/invest_tickets');
  if (ticket.status !== 201) throw new Error(`ticket: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  return client.post('/api/investments', { ticket: ticket.body.ticket, acknowledged: true, items });
}

export interface TypeLimitsInput { total?: number; realty?: number; pf?: number; per_borrower?: number }

/**
 * PUT /api/admin/limit_policy effective on the business today (or `effective_on`): replaces any
 * change already set for that date; the values left out are those in force before it.
 */
export async function setLimitPolicy(
  operator: HttpClient,
  change: { effective_on?: string; general?: TypeLimitsInput; income_qualified?: TypeLimitsInput; institutional_share_bp?: number },
) {
  const today = (await operator.get('/api/admin/sandbox/clock')).body.today as string;
  const res = await operator.put('/api/admin/limit_policy', { effective_on: today, ...change });
  if (res.status !== 200) throw new Error(`limit policy: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function setInvestorType(t: TestApp, userId: string, type: 'general' | 'income_qualified' | 'professional'): Promise<void> {
  await t.dataSource.query(`UPDATE users SET investor_type = $2 WHERE id = $1`, [userId, type]);
}

export async function wallet(client: HttpClient): Promise<{ balance: number; held: number }> {
  const res = await client.get('/api/wallet');
  return res.body;
}
