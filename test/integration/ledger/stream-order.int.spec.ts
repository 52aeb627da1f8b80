// Proves verify and replay follow each stream's versions when a later version was appended by a
// transaction holding the SMALLER transaction id (it took its id with an earlier write, then
// waited): read in (tx_id, global_position) order the investor's second deposit would come
// first and its running balance differ from the one written live; the rebuild must agree.
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { ProjectionRebuilder } from '../../../server/src/shared/projections/projection-rebuilder';
import { startTestApp, TestApp } from '../../support/test-app';

const USER = '5d2c1f0e-8a7b-4c3d-9e1f-0a1b2c3d4e5f';
const deposit = (tid: string, amountWon: number) => ({ type: 'DepositCredited', data: { tid, amountWon, depositorName: '홍길동', at: '2026-11-24T01:00:00Z' } });

describe('a rebuild with a stream whose versions commit in the opposite order of their transaction ids', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('verifies ok and replays every wallet table as it was', async () => {
    t = await startTestApp({ worker: false });
    const store = t.app.get(EventStore);
    const early = t.dataSource.createQueryRunner();
    const late = t.dataSource.createQueryRunner();
    await early.connect();
    await late.connect();
    // `early` takes its transaction id first but appends last.
    await early.startTransaction();
    const [{ x: earlyXid }] = await early.query(`SELECT pg_current_xact_id()::text AS x`);
    await late.startTransaction();
    await store.append(late, [{ streamId: `investor-${USER}`, expectedVersion: 0, events: [deposit('t-1', 100_000)] }], { actor_id: null });
    await late.commitTransaction();
    await store.append(early, [{ streamId: `investor-${USER}`, expectedVersion: 1, events: [deposit('t-2', 50_000)] }], { actor_id: null });
    await early.commitTransaction();
    await early.release();
    await late.release();

    const inTxOrder = await t.dataSource.query(`SELECT stream_version, tx_id::text AS tx FROM events WHERE stream_id = $1 ORDER BY tx_id, global_position`, [`investor-${USER}`]);
    expect(inTxOrder.map((e: { stream_version: number }) => e.stream_version)).toEqual([2, 1]);
    expect(inTxOrder[0].tx).toBe(earlyXid);
    const lines = async () => t.dataSource.query(`SELECT to_jsonb(w) - 'id' AS line FROM wallet_transactions w WHERE user_id = $1 ORDER BY global_position`, [USER]);
    const live = await lines();
    expect(live.map((l: { line: { balance_after: number } }) => Number(l.line.balance_after))).toEqual([100_000, 150_000]);

    const rebuilder = t.app.get(ProjectionRebuilder);
    const reports = await rebuilder.verifyMany(['wallets', 'wallet_transactions']);
    expect(reports.map((r) => [r.name, r.ok, r.differences])).toEqual([['wallets', true, []], ['wallet_transactions', true, []]]);
    const [replayed] = await rebuilder.replayMany(['wallet_transactions']);
    expect([replayed.events, replayed.rows_deleted, replayed.rows_inserted]).toEqual([2, 0, 0]);
    expect(await lines()).toEqual(live);
  });
});
