// Proves a command takes its stream locks before its transaction id: while it waits for an
// investor's lock, another transaction appends to that investor's stream and commits; the waiting
// command then appends the next version. Read in commit order (transaction id, position), the
// stream's events come in version order, so a rebuild applies the investor's lines as they were
// written and verify agrees. (With the inbox row locked first, the waiting command held the older
// transaction id and its later version sorted first: the simulation's day-42 verify failure.)
import { randomUUID } from 'node:crypto';
import { CreditRepayment } from '../../../server/src/repayments/commands/credit-repayment.command';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { CommandGateway } from '../../../server/src/shared/queue/command-gateway';
import { CommandProcessor } from '../../../server/src/shared/queue/command-processor';
import { investorStreamId } from '../../../server/src/wallet';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';

describe('a command waiting for a stream lock', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ queue: 'in-process', worker: false });
  });
  afterAll(() => t.close());

  it('sorts after the transaction it waited for, in the stream order', async () => {
    const userId = randomUUID();
    const streamId = investorStreamId(userId);
    const commandId = randomUUID();
    await t.app.get(CommandGateway).send(CreditRepayment, {
      productId: randomUUID(), seq: 1, userId, principalWon: 10_000, interestWon: 1_000, incomeTaxWon: 140, localTaxWon: 10, feeWon: 0,
    }, { commandId, actorId: null, partitionKey: `test-${userId}`, lockKeys: [streamId], waitMs: 0 });

    // Another writer of the stream holds its lock (and has no transaction id yet).
    const other = t.dataSource.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    await other.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [streamId]);
    const processing = t.app.get(CommandProcessor).process({ commandId, partitionKey: `test-${userId}` });
    // The command is now waiting for the lock.
    await new Promise((r) => setTimeout(r, 500));
    const [{ waiting }] = await t.dataSource.query(`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`);
    expect(waiting).toBeGreaterThan(0);
    await t.app.get(EventStore).append(other, [{
      streamId, expectedVersion: 0, events: [{ type: 'DepositCredited', data: { tid: randomUUID(), amountWon: 50_000, depositorName: '홍길동', at: new Date().toISOString() } }],
    }], {});
    await other.commitTransaction();
    await other.release();
    await processing;

    const inCommitOrder = await t.dataSource.query(
      `SELECT stream_version, type FROM events WHERE stream_id = $1 ORDER BY tx_id, global_position`, [streamId]);
    expect(inCommitOrder).toEqual([{ stream_version: 1, type: 'DepositCredited' }, { stream_version: 2, type: 'RepaymentCredited' }]);
    const operator = await loginAsOperator(t);
    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
    const lines = await t.dataSource.query(`SELECT type, balance_after::int AS balance FROM wallet_transactions WHERE user_id = $1 ORDER BY global_position, line_no`, [userId]);
    expect(lines.map((l: { balance: number }) => l.balance)).toEqual([50_000, 60_000, 61_000, 60_850]);
  });
});
