// Proves DATABASE_READ_URL on a real streaming replica of the local cluster (pg_basebackup, its
// own port): the investors' main reads come from the replica (a change the replica has not
// replayed is not seen by someone who did not make it); an investor who just changed something
// reads it at once while the replica lags (their session's last write is past the replica's
// replay position, so the primary answers); GET /api/health shows the replica's lag; and when the
// replica stops, every read is answered by the primary and health says it is unavailable.
import { Client } from 'pg';
import { parseLsn } from '../../../server/src/shared/database/lsn';
import { withDatabase } from '../../support/global-setup';
import { LocalReplica, startLocalReplica } from '../../support/local-replica';
import { startTestApp, TestApp } from '../../support/test-app';
import { balanceOf, deposit, Investor, investor } from '../wallet/wallet-fixtures';

/** Polls `read` until it answers `expected`, for at most `withinMs`. */
async function eventually<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  expect(last).toEqual(expected);
}

describe('reads from a streaming replica', () => {
  let replica: LocalReplica;
  let t: TestApp;
  let writer: Investor;
  let reader: Investor;
  const health = async () => (await t.client().get('/api/health')).body.replica;

  beforeAll(async () => {
    replica = await startLocalReplica();
    t = await startTestApp({ queue: 'in-process', readReplicaUrl: replica.url });
    await eventually(async () => (await health())?.status, 'ok', 10_000);
    [writer, reader] = [await investor(t), await investor(t)];
    await deposit(writer, 1_000_000);
    await deposit(reader, 500_000);
    // Everything so far replayed (the reader's own last write included), so the reader's reads may go to the replica.
    const [{ lsn }] = await t.dataSource.query(`SELECT pg_current_wal_lsn()::text AS lsn`);
    await eventually(async () => parseLsn((await health()).replay_lsn)! >= parseLsn(lsn)!, true, 10_000);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    replica?.stop();
  });

  it('serves reads from the replica, and the writer\'s own writes at once while it lags', async () => {
    await replica.pauseReplay();
    try {
      // Someone else's change (another process's commit, not the reader's session): the paused
      // replica has not replayed it, and the reader's screens come from the replica.
      await t.dataSource.query(`UPDATE wallets SET balance = balance + 70000 WHERE user_id = $1`, [reader.userId]);
      expect((await balanceOf(reader)).balance).toBe(500_000);
      expect((await reader.client.get('/api/dashboard')).body.balance).toBe(500_000);
      await eventually(async () => (await health()).lag_bytes > 0, true, 3_000);
      expect((await health()).status).toBe('ok');

      // The writer's own deposit: read at once, from the primary, though the replica has not replayed it.
      await deposit(writer, 250_000);
      expect((await balanceOf(writer)).balance).toBe(1_250_000);
      expect((await writer.client.get('/api/dashboard')).body.balance).toBe(1_250_000);
      const lines = (await writer.client.get('/api/wallet/transactions')).body.items;
      expect(lines[0]).toMatchObject({ type: 'deposit', amount: 250_000, balance_after: 1_250_000 });
    } finally {
      await replica.resumeReplay();
    }
    // Replayed: the reader sees the change too, and the lag is gone.
    await eventually(async () => (await balanceOf(reader)).balance, 570_000, 5_000);
    await eventually(async () => (await health()).lag_bytes, 0, 5_000);
  });

  it('reads the primary when the replica stops, and says so', async () => {
    const replicaDb = new Client({ connectionString: withDatabase(replica.url, new URL(t.databaseUrl).pathname.slice(1)) });
    await replicaDb.connect();
    expect((await replicaDb.query(`SELECT pg_is_in_recovery() AS standby`)).rows[0].standby).toBe(true);
    await replicaDb.end();

    replica.kill();
    await t.dataSource.query(`UPDATE wallets SET balance = balance + 5000 WHERE user_id = $1`, [reader.userId]);
    const wallet = await reader.client.get('/api/wallet');
    expect([wallet.status, wallet.body.balance]).toEqual([200, 575_000]);
    expect((await reader.client.get('/api/dashboard/schedule')).status).toBe(200);
    expect((await reader.client.get('/api/wallet/transactions')).status).toBe(200);
    await deposit(writer, 10_000);
    expect((await balanceOf(writer)).balance).toBe(1_260_000);
    await eventually(async () => (await health()).status, 'unavailable', 5_000);
  });
});
