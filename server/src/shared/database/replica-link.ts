// The streaming replica of DATABASE_READ_URL, as the API sees it: a pool of its own, and its
// replay position and lag, polled a few times a second (and on demand), so picking it for a read
// costs a comparison. A replica that does not answer is marked unavailable (reads go to the
// primary) and polled again until it does.
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { one } from './sql';
import { Lsn, formatLsn, parseLsn } from './lsn';

export const REPLICA_POLL_MS = 200;
/** A read waits at most this long for the replica to replay a session's last write, then goes to the primary. */
export const REPLICA_WAIT_MS = 50;
/** A replica this far behind (its WAL receiver stuck, say) answers nobody: stale screens are worse than a busier primary. */
export const REPLICA_MAX_LAG_SECONDS = 30;

export interface ReplicaStatus {
  status: 'ok' | 'unavailable';
  /** WAL the primary has written that the replica has not replayed yet. */
  lag_bytes: number | null;
  /** Since the replica last replayed a transaction, when it has WAL left to replay (0 when caught up). */
  lag_seconds: number | null;
  replay_lsn: string | null;
  checked_at: string | null;
}

export class ReplicaLink {
  private readonly logger = new Logger('replica');
  readonly dataSource: DataSource;
  private replayLsn: Lsn | null = null;
  private available = false;
  private lastStatus: ReplicaStatus = { status: 'unavailable', lag_bytes: null, lag_seconds: null, replay_lsn: null, checked_at: null };
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private connecting: Promise<void> | null = null;

  constructor(url: string, poolSize: number, private readonly primary: DataSource) {
    // A replica that hangs must not hold a read for long: the primary answers instead.
    this.dataSource = new DataSource({ type: 'postgres', url, logging: false, extra: { max: poolSize, connectionTimeoutMillis: 2_000, idleTimeoutMillis: 30_000 } });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), REPLICA_POLL_MS);
    this.timer.unref();
    void this.poll();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling?.catch(() => undefined);
    if (this.dataSource.isInitialized) await this.dataSource.destroy().catch(() => undefined);
  }

  get status(): ReplicaStatus {
    return this.lastStatus;
  }

  /** Whether the replica may answer a read that needs `minLsn` replayed, waiting briefly for it. */
  async readyFor(minLsn: Lsn | null): Promise<boolean> {
    if (!this.available || (this.lastStatus.lag_seconds ?? 0) > REPLICA_MAX_LAG_SECONDS) return false;
    if (minLsn === null || (this.replayLsn !== null && this.replayLsn >= minLsn)) return true;
    const deadline = Date.now() + REPLICA_WAIT_MS;
    while (Date.now() < deadline) {
      await this.poll();
      if (!this.available) return false;
      if (this.replayLsn !== null && this.replayLsn >= minLsn) return true;
      await new Promise((r) => setTimeout(r, 5));
    }
    return false;
  }

  /** A read failed on the replica's side: the primary takes over until a poll succeeds. */
  markUnavailable(error: unknown): void {
    if (this.available) this.logger.warn({ msg: 'replica unavailable; reading the primary', error: String(error) });
    this.available = false;
    this.lastStatus = { ...this.lastStatus, status: 'unavailable' };
  }

  /** One poll at a time; callers that come during one share it. */
  poll(): Promise<void> {
    this.polling ??= this.pollOnce().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async pollOnce(): Promise<void> {
    try {
      if (!this.dataSource.isInitialized) {
        this.connecting ??= this.dataSource.initialize().then(() => undefined).finally(() => { this.connecting = null; });
        await this.connecting;
      }
      const [replica, primary] = await Promise.all([
        one<{ replay: string | null; behind: boolean; replayed_at: Date | null; standby: boolean }>(
          this.dataSource,
          `SELECT pg_last_wal_replay_lsn()::text AS replay, pg_is_in_recovery() AS standby, pg_last_xact_replay_timestamp() AS replayed_at,
                  pg_last_wal_receive_lsn() IS DISTINCT FROM pg_last_wal_replay_lsn() AS behind`,
        ),
        one<{ lsn: string }>(this.primary, `SELECT pg_current_wal_lsn()::text AS lsn`),
      ]);
      if (!replica?.standby || !replica.replay) throw new Error('DATABASE_READ_URL is not a streaming replica (not in recovery)');
      const replay = parseLsn(replica.replay)!;
      const written = parseLsn(primary!.lsn)!;
      if (!this.available) this.logger.log({ msg: 'replica available', replay_lsn: replica.replay });
      this.replayLsn = replay;
      this.available = true;
      const lagBytes = written > replay ? Number(written - replay) : 0;
      const lagSeconds = lagBytes > 0 && replica.behind && replica.replayed_at ? Math.max(0, (Date.now() - new Date(replica.replayed_at).getTime()) / 1000) : 0;
      this.lastStatus = { status: 'ok', lag_bytes: lagBytes, lag_seconds: Math.round(lagSeconds * 1000) / 1000, replay_lsn: formatLsn(replay), checked_at: new Date().toISOString() };
    } catch (error) {
      this.markUnavailable(error);
      this.lastStatus = { ...this.lastStatus, checked_at: new Date().toISOString() };
    }
  }
}
