// Proves GET /products narrows and orders the list as an investor comparing products asks (issue
// 31, item 12): grade, term, minimum rate and maximum LTV filters, every sort order, combined
// with status and type and paging, and bad values refused with invalid_input and their fields.
import { loginAsOperator } from '../../support/users';
import { startTestApp, TestApp } from '../../support/test-app';
import type { HttpClient } from '../../support/http-client';
import { createProduct } from '../investing/investing-fixtures';

interface Listed { id: string; grade: string; rate_bp: number; term_months: number; type: string; collateral?: { ltv_bp: number | null } | null }

describe('product list filters and sorting', () => {
  let t: TestApp;
  let operator: HttpClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process' });
    operator = await loginAsOperator(t);
    // Apartment loans' LTV: (senior debt 300,000,000 + target) / appraisal 1,000,000,000.
    ids.short = (await createProduct(operator, { rate_bp: 900, term_months: 6 })).id;
    ids.long = (await createProduct(operator, { rate_bp: 1500, term_months: 24 })).id;
    ids.aptLow = (await createProduct(operator, { type: 'apt', rate_bp: 1100, term_months: 12, target_amount: 100_000_000 })).id; // LTV 40 %
    ids.aptHigh = (await createProduct(operator, { type: 'apt', rate_bp: 1300, term_months: 12, target_amount: 400_000_000 })).id; // LTV 70 %
  });
  afterAll(() => t.close());

  const list = async (query: string): Promise<Listed[]> => {
    const res = await t.client().get(`/api/products?size=100&${query}`);
    expect(res.status).toBe(200);
    return res.body.items;
  };
  const ours = (items: Listed[]) => items.filter((i) => Object.values(ids).includes(i.id)).map((i) => i.id);

  it('filters by term range, minimum rate, grade and maximum LTV', async () => {
    expect(ours(await list('term_min=12&term_max=24')).sort()).toEqual([ids.long, ids.aptLow, ids.aptHigh].sort());
    expect(ours(await list('rate_min_bp=1300')).sort()).toEqual([ids.long, ids.aptHigh].sort());
    expect(ours(await list('grade=A2'))).toHaveLength(4);
    expect(ours(await list('grade=B1,C1'))).toEqual([]);
    // Products without collateral have no LTV: a maximum leaves them out.
    expect(ours(await list('ltv_max_bp=4000'))).toEqual([ids.aptLow]);
    expect(ours(await list('ltv_max_bp=7000')).sort()).toEqual([ids.aptLow, ids.aptHigh].sort());
    expect(ours(await list('type=apt&rate_min_bp=1200&status=funding'))).toEqual([ids.aptHigh]);
  });

  it('orders by rate, term, LTV and recency', async () => {
    expect(ours(await list('sort=rate_desc'))).toEqual([ids.long, ids.aptHigh, ids.aptLow, ids.short]);
    expect(ours(await list('sort=term_asc'))[0]).toBe(ids.short);
    expect(ours(await list('sort=term_desc'))[0]).toBe(ids.long);
    expect(ours(await list('sort=ltv_asc')).slice(0, 2)).toEqual([ids.aptLow, ids.aptHigh]);
    expect(ours(await list('sort=newest'))[0]).toBe(ids.aptHigh);
    expect(ours(await list('sort=closing_soon'))).toHaveLength(4);
  });

  it('pages a filtered list and counts only what matches', async () => {
    const first = await t.client().get('/api/products?rate_min_bp=1100&sort=rate_desc&size=1&page=1');
    const second = await t.client().get('/api/products?rate_min_bp=1100&sort=rate_desc&size=1&page=2');
    expect(first.body.total).toBe(second.body.total);
    expect(first.body.items[0].rate_bp).toBeGreaterThanOrEqual(second.body.items[0].rate_bp);
  });

  it('refuses values it cannot read, naming each field', async () => {
    const bad = await t.client().get('/api/products?sort=cheapest&term_min=x&rate_min_bp=-5&ltv_max_bp=1e9&grade=' + 'A'.repeat(11));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fail_code: 'invalid_input', fields: { sort: 'invalid_value', term_min: 'invalid_value', rate_min_bp: 'invalid_value', ltv_max_bp: 'invalid_value', grade: 'invalid_value' } });
    const crossed = await t.client().get('/api/products?term_min=24&term_max=6');
    expect(crossed.body.fields).toEqual({ term_max: 'less_than_term_min' });
  });
});
