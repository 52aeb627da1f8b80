// Proves the registry outbox follows the log in commit order: a placement whose transaction
// commits after a later-numbered one is neither skipped nor passed — while it is open the outbox's
// checkpoint waits before it and the later placement, committed, waits too — and once it commits
// both are reported (a reader by global position alone would have reported the later one and
// moved past the late one for ever).
import { randomUUID } from 'node:crypto';
import { REGISTRY_OUTBOX_CHECKPOINT } from '../../../server/src/registry';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { createProduct, fundedInvestor, invest } from '../investing/investing-fixtures';
import { until } from '../repayments/loan-fixtures';
import { reportsBecome } from './registry-fixtures';

jest.setTimeout(120_000);

describe('a reported event committed late', () => {
  let t: TestApp;
  let operator: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
  });
  afterAll(() => t?.close());

  it('is reported, and the later event after it, once it commits', async () => {
    // The late placement: appended first (lower global position), committed last.
    const lateUser = randomUUID();
    const lateProduct = randomUUID();
    const slow = t.dataSource.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    const appended = await t.app.get(EventStore).append(slow, [{
      streamId: `investor-${lateUser}`, expectedVersion: 0,
      events: [
        { type: 'DepositCredited', data: { tid: `late-${lateUser}`, amountWon: 70_000, depositorName: '김늦음', at: new Date().toISOString() } },
        { type: 'InvestmentPlaced', data: { investmentId: randomUUID(), productId: lateProduct, amountWon: 70_000 } },
      ],
    }], { actor_id: null });
    const late = appended[1];

    // A later placement through the API commits (a higher global position) while the follower polls...
    const product = await createProduct(operator, { target_amount: 1_000_000 });
    const investor = await fundedInvestor(t, 100_000);
    expect((await invest(investor.client, [{ product_id: product.id, amount: 50_000 }])).status).toBe(201);
    await new Promise((r) => setTimeout(r, 2_500));
    // ...but the outbox's checkpoint stays before the open transaction's event, and neither has a report yet.
    expect(await t.dataSource.query(`SELECT 1 FROM registry_reports WHERE user_id = $1`, [investor.user.id])).toEqual([]);
    const [checkpoint] = await t.dataSource.query(`SELECT global_position::bigint AS position FROM projection_checkpoints WHERE name = $1`, [REGISTRY_OUTBOX_CHECKPOINT]);
    expect(Number(checkpoint?.position ?? 0)).toBeLessThan(late.globalPosition);
    expect(await t.dataSource.query(`SELECT 1 FROM registry_reports WHERE event_position = $1`, [late.globalPosition])).toEqual([]);

    await slow.commitTransaction();
    await slow.release();
    await reportsBecome(operator, lateUser, ['placement:70000:acknowledged']);
    await reportsBecome(operator, investor.user.id, ['placement:50000:acknowledged']);
    const rows = await until('the late report', async () => {
      const found = await t.dataSource.query(`SELECT kind, product_id, amount::int AS amount FROM registry_reports WHERE event_position = $1`, [late.globalPosition]);
      return found.length > 0 ? found : null;
    });
    expect(rows).toEqual([{ kind: 'placement', product_id: lateProduct, amount: 70_000 }]);
  });
});
