// verify on two cores (ledger-ops/verify-lanes): one lane on the main thread, one in a worker
// thread, both in one exported snapshot. Proves the two lanes together report exactly what one
// thread reports — a healthy log ok, and a tampered row in each of the two heaviest projections
// (which the split always puts in different lanes) found, with its rows.
import { ProjectionCheckService } from '../../../server/src/ledger-ops/projection-check.service';
import { VerifyLanes } from '../../../server/src/ledger-ops/verify-lanes/verify-lanes';
import { inTransaction } from '../../../server/src/shared/database/transaction';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { startTestApp, TestApp } from '../../support/test-app';

const USERS = ['6e3d2f1a-9b8c-4d5e-8f10-1b2c3d4e5f60', '6e3d2f1a-9b8c-4d5e-8f10-1b2c3d4e5f61'];
const deposit = (tid: string, amountWon: number) => ({ type: 'DepositCredited', data: { tid, amountWon, depositorName: '김투자', at: '2026-11-24T01:00:00Z' } });

describe('verify in two lanes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    const store = t.app.get(EventStore);
    for (const [i, user] of USERS.entries()) {
      await inTransaction(t.dataSource, (tx) =>
        store.append(tx, [{ streamId: `investor-${user}`, expectedVersion: 0, events: [deposit(`lane-${i}-1`, 100_000), deposit(`lane-${i}-2`, 30_000)] }], { actor_id: null }));
    }
  });
  afterAll(() => t?.close());

  it('runs every projection in two lanes and finds a healthy log ok', async () => {
    const names = t.app.get(ProjectionCheckService).names();
    expect(t.app.get(VerifyLanes).laneCount(names)).toBe(2);
    // A log this small stays on one thread unless told otherwise (LANES_FROM_EVENTS), and the
    // worker's start would outweigh all its projections but one (THREAD_START_WEIGHT): both lowered.
    const reports = await t.app.get(VerifyLanes).verifyMany(names, undefined, 0, 0);
    expect(reports.map((p) => [p.name, p.ok])).toEqual(names.map((n) => [n, true]));
    expect((await t.app.get(ProjectionCheckService).verifyAll()).ok).toBe(true);
  });

  it('reports a tampered row in each lane, as one thread does', async () => {
    await t.dataSource.query(`UPDATE wallets SET balance = balance + 1 WHERE user_id = $1`, [USERS[0]]);
    await t.dataSource.query(`UPDATE wallet_transactions SET memo = '변조' WHERE user_id = $1 AND line_no = 0 AND amount = 30000`, [USERS[1]]);
    const names = t.app.get(ProjectionCheckService).names();
    const inLanes = await t.app.get(VerifyLanes).verifyMany(names, undefined, 0, 0);
    const oneThread = await t.app.get(ProjectionRebuilder).verifyMany(names);
    expect(inLanes.filter((p) => !p.ok).map((p) => p.name).sort()).toEqual(['wallet_transactions', 'wallets']);
    const differing = (reports: typeof inLanes) => [...reports].sort((a, b) => a.name.localeCompare(b.name)).map((p) => ({ ...p, differences: p.differences.map((d) => ({ ...d, only_in_live: d.only_in_live.length, only_in_log: d.only_in_log.length })) }));
    expect(differing(inLanes)).toEqual(differing(oneThread));
    const lines = inLanes.find((p) => p.name === 'wallet_transactions')!.differences[0];
    expect(lines.only_in_live).toEqual([expect.objectContaining({ memo: '변조', user_id: USERS[1] })]);
  });
});
