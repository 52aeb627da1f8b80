// Proves the ledger on an aged database, where transaction ids cross a power of ten (…99998,
// …100003: sorted as text, "100003" comes before "99998"): a follower reading in batches smaller
// than its backlog sees every event exactly once and in commit order; and after an investing and
// repayment journey written across that boundary, verify finds every read model equal to the log
// and a replay of EVERY registered projection leaves its tables exactly as they were.
// Transaction ids are cluster-wide: the test burns them (one committed transaction each) up to
// the next power of ten when it is near; on a cluster already so old that the next one is too far
// to burn, it ages this test database instead, renumbering its events' ids (order kept) across
// the power of ten below.
import { Client } from 'pg';
import { EventStore } from '../../../server/src/shared/event-store/event-store';
import { ProjectionRegistry } from '../../../server/src/shared/event-store/inline-projections';
import type { StoredEvent } from '../../../server/src/shared/event-store/event-store.types';
import { checkpointedStep } from '../../../server/src/shared/projections/checkpointed-step';
import type { HttpClient } from '../../support/http-client';
import { startTestApp, TestApp } from '../../support/test-app';
import { loginAsOperator } from '../../support/users';
import { executedLoan, payBorrower, runBatch } from '../repayments/loan-fixtures';

/** Transactions burnt at most to reach the boundary (about 30 s here); further, the log is aged instead. */
const MAX_BURN = 10_000_000;

async function currentXid(client: Client): Promise<bigint> {
  return BigInt((await client.query(`SELECT pg_current_xact_id()::text AS x`)).rows[0].x);
}

/**
 * Burns transaction ids (one committed transaction each) until `margin` before the next power of
 * ten; false (nothing burnt) when that is more than MAX_BURN away.
 */
async function burnToBoundary(databaseUrl: string, margin: number): Promise<boolean> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = await currentXid(client);
    let boundary = 10n;
    while (boundary <= now + BigInt(margin)) boundary *= 10n;
    const toBurn = boundary - BigInt(margin) - now;
    if (toBurn > BigInt(MAX_BURN)) return false;
    await client.query(`SET synchronous_commit = off`);
    await client.query(`CREATE OR REPLACE PROCEDURE burn_xids(n bigint) LANGUAGE plpgsql AS $$
      BEGIN FOR i IN 1..n LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`);
    for (let left = toBurn; left > 0n; left -= 1_000_000n) await client.query(`CALL burn_xids($1)`, [String(left < 1_000_000n ? left : 1_000_000n)]);
    return true;
  } finally {
    await client.end();
  }
}

/**
 * Ages the log instead: renumbers every event's transaction id, keeping their order, so they
 * straddle the power of ten below the current id (all still older than any open transaction).
 * The append-only trigger is lifted for this one statement on this test's own database.
 */
async function ageAcrossBoundaryBelow(t: TestApp): Promise<void> {
  const [{ now, txs }] = await t.dataSource.query(`SELECT pg_current_xact_id()::text AS now, count(DISTINCT tx_id)::int AS txs FROM events`);
  let boundary = 10n;
  while (boundary * 10n <= BigInt(now)) boundary *= 10n;
  const first = boundary - BigInt(Math.ceil(txs / 2));
  await t.dataSource.query(`ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete`);
  await t.dataSource.query(
    `UPDATE events e SET tx_id = ($1::bigint + r.rank)::text::xid8
     FROM (SELECT tx_id, dense_rank() OVER (ORDER BY tx_id) AS rank FROM (SELECT DISTINCT tx_id FROM events) d) r WHERE e.tx_id = r.tx_id`,
    [String(first)],
  );
  await t.dataSource.query(`ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete`);
  await t.dataSource.query(`DELETE FROM projection_checkpoints`);
}

describe('the ledger on a database whose transaction ids cross a power of ten', () => {
  let t: TestApp;
  let operator: HttpClient;
  let loan: Awaited<ReturnType<typeof executedLoan>>;
  let burnt: boolean;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await loginAsOperator(t);
    // Investments and an execution below the boundary; the follower probe and repayments above it.
    loan = await executedLoan(t, operator, [700_000, 300_000], { term_months: 3 });
    burnt = await burnToBoundary(t.databaseUrl, 25);
  });
  afterAll(() => t?.close());

  it('follows a backlog larger than its batch across the boundary: every event once, in commit order', async () => {
    const store = t.app.get(EventStore);
    const positions: number[] = [];
    // 50 events, each in its own transaction (one transaction id each).
    for (let i = 0; i < 50; i += 1) {
      const tx = t.dataSource.createQueryRunner();
      await tx.connect();
      await tx.startTransaction();
      const [event] = await store.append(tx, [{ streamId: `aged-probe-${i % 3}`, expectedVersion: Math.floor(i / 3), events: [{ type: 'AgedProbeRecorded', data: { i } }] }], { actor_id: null });
      positions.push(event.globalPosition);
      await tx.commitTransaction();
      await tx.release();
    }
    const probeLengths = async () => (await t.dataSource.query(`SELECT count(DISTINCT length(tx_id::text))::int AS n FROM events WHERE type = 'AgedProbeRecorded'`))[0].n;
    // Other databases on the cluster take ids too: if they carried the probe past the boundary, age the log.
    if (!burnt || (await probeLengths()) < 2) await ageAcrossBoundaryBelow(t);
    expect(await probeLengths()).toBe(2);

    const seen: StoredEvent[] = [];
    // A step sees only transactions older than every one still open in the cluster (transaction ids
    // are cluster-wide: other test files' databases too), so a step that hands over nothing means
    // "not yet" while one is open: it steps until the backlog is handed over or the deadline passes.
    const deadline = Date.now() + 60_000;
    for (let step = 0; step < 10_000 && seen.length < positions.length && Date.now() < deadline; step += 1) {
      // A batch of 7 against a backlog of 50: the checkpoint lands on both sides of the boundary.
      const n = await checkpointedStep(t.dataSource, store, 'aged-probe-follower', ['AgedProbeRecorded'], 7, async (_tx, events) => {
        seen.push(...events);
      });
      if (n === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen.map((e) => e.globalPosition)).toEqual(positions);
    const txOrder = seen.map((e) => BigInt(e.txId));
    expect(txOrder).toEqual([...txOrder].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('verifies and replays every projection after a journey written across the boundary', async () => {
    for (const installment of loan.loan.installments.slice(0, 2)) {
      await payBorrower(operator, loan.productId, installment.total, installment.due_on);
      expect(await runBatch(operator, installment.due_on)).toMatchObject({ status: 'completed', failed: 0 });
    }
    const [{ lengths }] = await t.dataSource.query(`SELECT count(DISTINCT length(tx_id::text))::int AS lengths FROM events WHERE stream_id LIKE 'investor-%'`);
    expect(lengths).toBeGreaterThan(1);

    const verify = await operator.get('/api/admin/ledger/verify');
    expect(verify.status).toBe(200);
    expect(verify.body.projections.filter((p: { ok: boolean }) => !p.ok)).toEqual([]);
    expect(verify.body.ok).toBe(true);

    const projections = t.app.get(ProjectionRegistry).all();
    expect(projections.length).toBeGreaterThanOrEqual(7);
    for (const projection of projections) {
      const before: Record<string, unknown[]> = {};
      for (const table of Object.values(projection.tables)) before[table] = await t.dataSource.query(`SELECT to_jsonb(x) AS row FROM ${table} x ORDER BY to_jsonb(x)::text`);
      const replay = await operator.post('/api/admin/ledger/replay', { projection: projection.name });
      expect(replay.status).toBe(200);
      for (const table of Object.values(projection.tables)) {
        const after = await t.dataSource.query(`SELECT to_jsonb(x) AS row FROM ${table} x ORDER BY to_jsonb(x)::text`);
        expect({ projection: projection.name, table, rows: after }).toEqual({ projection: projection.name, table, rows: before[table] });
      }
    }
    expect((await operator.get('/api/admin/ledger/verify')).body.ok).toBe(true);
  });
});
