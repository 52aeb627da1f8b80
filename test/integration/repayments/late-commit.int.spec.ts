// Proves that the repayment workflow follows the log in commit order: a ProductExecuted whose
// transaction commits after a later-numbered one (appended outside the execute answer, so only
// the loan-scheduling follower schedules it) is neither skipped nor passed — the follower's
// checkpoint waits before it — and its loan is scheduled and its first installment distributed.
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { LOAN_SCHEDULING_CHECKPOINT } from '../../../server/src/repayments/scheduling/loan-scheduling.follower';
import { ProductQueries, ProductStreams } from '../../../server/src/products';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest } from '../investing/investing-fixtures';
import { creditsOf, executedLoan, loanOf, payBorrower, runBatch } from './loan-fixtures';

describe('an execution committed late', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t.close());

  it('is scheduled and distributed although a later execution committed first', async () => {
    const late = await createProduct(operator, { target_amount: 500_000, term_months: 6 });
    const investor = await fundedInvestor(t, 500_000);
    expect((await invest(investor.client, [{ product_id: late.id, amount: 500_000 }])).status).toBe(201);

    // The late execution: appended first (lower global position), committed last.
    const slow = t.dataSource.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    const streams = t.app.get(ProductStreams);
    const product = await streams.load(slow, late.id);
    const investments = await t.app.get(ProductQueries).liveInvestments(slow, late.id);
    const { append } = streams.decide(product, { type: 'ExecuteProduct', productId: late.id, investments, now: new Date() });
    const [lateEvent] = await t.app.get(EventStore).append(slow, [append], { actor_id: null });

    // A later execution through the API is scheduled by its own answer (execute waits for it)...
    await executedLoan(t, operator, [300_000], { term_months: 3 });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM loans`);
    expect(n).toBe(1);
    // ...while the follower, which alone schedules the slow one, must not pass the open transaction.
    await new Promise((r) => setTimeout(r, 1_500));
    const [checkpoint] = await t.dataSource.query(`SELECT global_position::bigint AS position FROM projection_checkpoints WHERE name = $1`, [LOAN_SCHEDULING_CHECKPOINT]);
    expect(Number(checkpoint?.position ?? 0)).toBeLessThan(lateEvent.globalPosition);
    await slow.commitTransaction();
    await slow.release();

    const loan = await loanOf(operator, late.id);
    expect(loan.installments).toHaveLength(6);
    const [{ n: scheduled }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM loans`);
    expect(scheduled).toBe(2);

    const first = loan.installments[0];
    await payBorrower(operator, late.id, first.total, first.due_on);
    expect(await runBatch(operator, first.due_on)).toMatchObject({ status: 'completed', processed: 1, failed: 0 });
    expect(await creditsOf(t, investor.user.id, late.id, 1)).toBe(1);
  });
});
