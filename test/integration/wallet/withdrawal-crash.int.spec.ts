// Proves a withdrawal survives its worker dying: a BUILT worker process is SIGKILLed after the
// bank paid (or refused) and before the platform recorded it; another worker finishes it from the
// database, asking the bank again by withdrawal id, so the end state is completed once or
// restored once, never lost and never paid twice. Also: a withdrawal whose API process died
// before step two is finished by the reconciler alone.
import { randomUUID } from 'node:crypto';
import { CommandGateway } from '../../../server/src/shared/queue/command-gateway';
import { uuidFrom } from '../../../server/src/shared/ids';
import { RequestWithdrawal } from '../../../server/src/wallet/commands/request-withdrawal.command';
import { describeWithRedis, startTestApp, TestApp } from '../../support/test-app';
import { BuiltWorker, spawnBuiltWorker } from './built-worker';
import { balanceOf, bankControl, deposit, investor, registerWithdrawAccount, waitFor, withdraw, Investor } from './wallet-fixtures';

jest.setTimeout(240_000);

describeWithRedis('a worker killed in the middle of a withdrawal', () => {
  let t: TestApp;
  const workers: BuiltWorker[] = [];

  beforeAll(async () => {
    t = await startTestApp({ queue: 'bullmq', worker: false });
    workers.push(await spawnBuiltWorker(t));
  });
  afterAll(async () => {
    await Promise.all(workers.splice(0).map((w) => w.kill('SIGKILL')));
    await t?.close();
  });

  async function funded(amount: number): Promise<Investor> {
    const inv = await investor(t);
    await registerWithdrawAccount(inv);
    await deposit(inv, amount);
    return inv;
  }

  const streamEvents = async (inv: Investor) =>
    (await t.dataSource.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`investor-${inv.userId}`])).map((r: { type: string }) => r.type);

  /** Starts a withdrawal, waits until the bank has answered it, then kills the worker holding it. */
  async function killAfterBankAnswered(inv: Investor, amount: number, key: string): Promise<string> {
    const request = withdraw(inv, amount, key); // answers 201 "requested" once the wait is over
    const withdrawalId = uuidFrom(`${inv.userId}:${key}`);
    await waitFor('the bank to record the transfer', async () => (await t.dataSource.query(`SELECT 1 FROM sandbox_bank_transfers WHERE withdrawal_id = $1`, [withdrawalId])).length > 0);
    const victim = workers.shift()!;
    await victim.kill('SIGKILL');
    const [row] = await t.dataSource.query(`SELECT status FROM withdrawals WHERE id = $1`, [withdrawalId]);
    expect(row.status).toBe('requested'); // the bank acted, the platform has not recorded it yet
    const answer = await request;
    expect([201, 202]).toContain(answer.status);
    workers.push(await spawnBuiltWorker(t));
    return withdrawalId;
  }

  it('ends completed exactly once when the bank had paid', async () => {
    const inv = await funded(300_000);
    await bankControl(t, { stall_next_ms: 60_000 });
    const withdrawalId = await killAfterBankAnswered(inv, 100_000, 'crash-paid');
    await waitFor('the next worker to finish it', async () => (await t.dataSource.query(`SELECT 1 FROM withdrawals WHERE id = $1 AND status <> 'requested'`, [withdrawalId])).length > 0, 120_000);
    expect(await t.dataSource.query(`SELECT status, fail_code FROM withdrawals WHERE id = $1`, [withdrawalId])).toEqual([{ status: 'completed', fail_code: null }]);
    expect(await t.dataSource.query(`SELECT status, amount::int AS amount FROM sandbox_bank_transfers WHERE withdrawal_id = $1`, [withdrawalId])).toEqual([{ status: 'completed', amount: 100_000 }]);
    expect(await streamEvents(inv)).toEqual(['DepositCredited', 'WithdrawalRequested', 'WithdrawalCompleted']);
    expect((await balanceOf(inv)).balance).toBe(200_000);
    // The investor's repeat of the request answers the settled outcome.
    const repeat = await withdraw(inv, 100_000, 'crash-paid');
    expect(repeat.body).toMatchObject({ id: withdrawalId, status: 'completed', balance: 200_000 });
  });

  it('ends restored exactly once when the bank had timed out', async () => {
    const inv = await funded(300_000);
    await bankControl(t, { stall_next_ms: 60_000, fail_next: 'REQUEST_HAS_TIME_OUT' });
    const withdrawalId = await killAfterBankAnswered(inv, 250_000, 'crash-timeout');
    await waitFor('the next worker to finish it', async () => (await t.dataSource.query(`SELECT 1 FROM withdrawals WHERE id = $1 AND status <> 'requested'`, [withdrawalId])).length > 0, 120_000);
    expect(await t.dataSource.query(`SELECT status, fail_code FROM withdrawals WHERE id = $1`, [withdrawalId])).toEqual([{ status: 'failed', fail_code: 'REQUEST_HAS_TIME_OUT' }]);
    expect(await streamEvents(inv)).toEqual(['DepositCredited', 'WithdrawalRequested', 'WithdrawalFailed']);
    expect(await balanceOf(inv)).toMatchObject({ balance: 300_000, withdrawable: 300_000 });
  });

  it('finishes a withdrawal whose second step was never sent (the API died): the reconciler does', async () => {
    const inv = await funded(80_000);
    const withdrawalId = randomUUID();
    await t.app.get(CommandGateway).execute(
      RequestWithdrawal,
      { userId: inv.userId, withdrawalId, amountWon: 80_000, bankCode: '088', accountNumber: '110123456789' },
      { commandId: withdrawalId, actorId: inv.userId, partitionKey: `investor-${inv.userId}` },
    );
    expect((await balanceOf(inv)).balance).toBe(0);
    await waitFor('the reconciler to complete it', async () => (await t.dataSource.query(`SELECT 1 FROM withdrawals WHERE id = $1 AND status = 'completed'`, [withdrawalId])).length > 0, 60_000);
    expect(await streamEvents(inv)).toEqual(['DepositCredited', 'WithdrawalRequested', 'WithdrawalCompleted']);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM sandbox_bank_transfers WHERE withdrawal_id = $1`, [withdrawalId]))[0].n).toBe(1);
  });
});
