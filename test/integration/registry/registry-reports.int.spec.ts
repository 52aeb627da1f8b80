// Proves that every placement, cancellation, execution and repayment reaches the central registry
// exactly once from the outbox, with its kind and amount, and that the reconciliation then agrees;
// and that with the registry down investing answers retry_later, a cancellation and a repayment
// still go out, their reports wait (pending, tried, the reconciliation naming the investors they
// concern) and are each delivered once when the registry is back.
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest, wallet } from '../investing/investing-fixtures';
import { creditsOf, executedLoan, ExecutedLoan, payBorrower, runBatch, until } from '../repayments/loan-fixtures';
import { pendingCount, reconciliation, registryDown, reportsBecome } from './registry-fixtures';

jest.setTimeout(240_000);

describe('reports to the central registry', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: ExecutedLoan;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  const deliveries = async () => (await t.dataSource.query(`SELECT deliveries, count(*)::int AS n FROM sandbox_registry_received GROUP BY deliveries`)) as { deliveries: number; n: number }[];

  it('reports a placement, a cancellation, an execution and a repayment once each, acknowledged', async () => {
    const product = await createProduct(operator, { target_amount: 1_000_000 });
    const a = await fundedInvestor(t, 300_000);
    const placed = await invest(a.client, [{ product_id: product.id, amount: 100_000 }]);
    expect(placed.status).toBe(201);
    expect((await a.client.delete(`/api/investments/${placed.body.investments[0].id}`)).status).toBe(200);
    const aReports = await reportsBecome(operator, a.user.id, ['placement:100000:acknowledged', 'cancellation:100000:acknowledged']);
    expect(aReports.every((r) => r.product_id === product.id && r.user_id === a.user.id)).toBe(true);

    loan = await executedLoan(t, operator, [500_000], { term_months: 6 });
    const [b] = loan.investors;
    const first = loan.loan.installments[0];
    await payBorrower(operator, loan.productId, first.total, first.due_on);
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', failed: 0 });
    await reportsBecome(operator, b.userId, ['placement:500000:acknowledged', 'execution:500000:acknowledged', `repayment:${first.principal}:acknowledged`]);

    // Applied once each at the registry, and nothing left to send.
    expect(await deliveries()).toEqual([{ deliveries: 1, n: 5 }]);
    expect(await pendingCount(operator)).toBe(0);
    const overview = (await operator.get('/api/admin/registry/reports?state=acknowledged')).body;
    expect(overview).toMatchObject({ counts: { pending: 0, acknowledged: 5, stuck: 0 }, oldest_pending_at: null, oldest_pending_age_seconds: null });
    expect(overview.items).toHaveLength(5);
    expect(await reconciliation(operator)).toEqual({ ok: true, differences: [] });
  });

  it('with the registry down: investing answers retry_later, cancellations and repayments go out, their reports wait and are delivered once after', async () => {
    const product = await createProduct(operator, { target_amount: 1_000_000 });
    const d = await fundedInvestor(t, 200_000);
    const placed = await invest(d.client, [{ product_id: product.id, amount: 100_000 }]);
    expect(placed.status).toBe(201);
    await reportsBecome(operator, d.user.id, ['placement:100000:acknowledged']);

    await registryDown(operator, true);
    const c = await fundedInvestor(t, 200_000);
    const refused = await invest(c.client, [{ product_id: product.id, amount: 100_000 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.fail_code).toBe('retry_later');
    expect(await wallet(c.client)).toMatchObject({ balance: 200_000, held: 0 });

    expect((await d.client.delete(`/api/investments/${placed.body.investments[0].id}`)).status).toBe(200);
    const [b] = loan.investors;
    const second = loan.loan.installments[1];
    await payBorrower(operator, loan.productId, second.total, second.due_on);
    expect(await runBatch(operator, second.due_on)).toMatchObject({ status: 'completed', failed: 0 });
    expect(await creditsOf(t, b.userId, loan.productId, 2)).toBe(1);

    await reportsBecome(operator, d.user.id, ['placement:100000:acknowledged', 'cancellation:100000:pending']);
    await reportsBecome(operator, b.userId, [
      'placement:500000:acknowledged', 'execution:500000:acknowledged', `repayment:${loan.loan.installments[0].principal}:acknowledged`, `repayment:${second.principal}:pending`,
    ]);
    // The sender tried and was refused: operators see the attempts, the error and the age.
    const tried = await until('the sender to have tried both', async () => {
      const body = (await operator.get('/api/admin/registry/reports?state=pending')).body;
      return body.items.length === 2 && body.items.every((r: { attempts: number; last_error: string | null }) => r.attempts >= 1 && r.last_error) ? body : null;
    });
    expect(tried.counts).toMatchObject({ pending: 2, acknowledged: 6 });
    expect(tried.oldest_pending_age_seconds).toBeGreaterThanOrEqual(0);
    const outstandingB = 500_000 - loan.loan.installments[0].principal;
    const held = await reconciliation(operator);
    expect(held.ok).toBe(false);
    expect(held.differences).toEqual(expect.arrayContaining([
      { user_id: d.user.id, platform: 0, registry: 100_000 },
      { user_id: b.userId, platform: outstandingB - second.principal, registry: outstandingB },
    ]));
    expect(held.differences).toHaveLength(2);

    await registryDown(operator, false);
    await until('the sender to deliver everything', async () => (await pendingCount(operator)) === 0, 120_000, 250);
    await reportsBecome(operator, d.user.id, ['placement:100000:acknowledged', 'cancellation:100000:acknowledged']);
    expect(await deliveries()).toEqual([{ deliveries: 1, n: 8 }]);
    expect(await reconciliation(operator)).toEqual({ ok: true, differences: [] });
    // And investing asks the registry again (on a product still raising: the clock moved past the first's deadline).
    const later = await createProduct(operator, { target_amount: 1_000_000 });
    const again = await invest(c.client, [{ product_id: later.id, amount: 100_000 }]);
    expect([again.status, again.body.fail_code]).toEqual([201, undefined]);
    await reportsBecome(operator, c.user.id, ['placement:100000:acknowledged']);
  });

  it('answers the operators\' view only to operators and checks its query', async () => {
    const investor = await fundedInvestor(t, 0, { vaccount: false });
    expect((await investor.client.get('/api/admin/registry/reports')).status).toBe(403);
    expect((await investor.client.get('/api/admin/registry/reconciliation')).status).toBe(403);
    expect((await operator.get('/api/admin/registry/reports?state=lost')).body).toMatchObject({ fail_code: 'invalid_input', fields: { state: 'invalid_value' } });
    expect((await operator.get('/api/admin/sandbox/registry/reports?user_id=nope')).body).toMatchObject({ fail_code: 'invalid_input', fields: { user_id: 'invalid_uuid' } });
    expect((await operator.post('/api/admin/sandbox/bank', { registry_down: 'yes' })).body).toMatchObject({ fail_code: 'invalid_input', fields: { registry_down: 'must_be_boolean' } });
  });
});
