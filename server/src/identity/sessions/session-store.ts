// Server-side sessions in PostgreSQL: a new id at every login (no fixation), idle timeout of
// 10 minutes refreshed by activity, absolute lifetime of 12 hours.
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../shared/clock';
import { Coalescer } from '../../shared/database/coalescer';
import { PgNotifications } from '../../shared/database/pg-notifications';
import { preparedRows } from '../../shared/database/sql';
import { Role, SessionUser } from '../../shared/http/auth.decorators';
import { RecentSessions, SESSION_CHANNEL } from './recent-sessions';

export const SESSION_IDLE_MS = 10 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * Writing last_seen_at on every request would make each read a write; a coarse step is enough:
 * a minute, so a session expires after 9 to 10 idle minutes, and a launch rush of investors who
 * opened the page a moment ago writes no session rows at all.
 */
const TOUCH_STEP_MS = 60 * 1000;

export interface ResolvedSession {
  user: SessionUser;
  csrfToken: string;
  /** WAL position of the session's last write (pg_lsn text), for reads from a replica. */
  writeLsn: string | null;
}

interface SessionRow {
  id: string;
  csrf_token: string;
  last_seen_at: Date;
  expires_at: Date;
  user_id: string;
  email: string;
  name: string;
  role: Role;
  investor_type: SessionUser['investorType'];
  identity_verified: boolean;
  write_lsn: string | null;
}

@Injectable()
export class SessionStore {
  private readonly recent = new RecentSessions();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: PgNotifications,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    notifications.subscribe(SESSION_CHANNEL, { onPayload: (userId) => this.recent.dropUser(userId), onLost: () => this.recent.clear() });
  }

  /**
   * Every request reads its session: the lookups of one event-loop turn share one statement,
   * which also refreshes the idle timer of those sessions that are live and last seen more than
   * a step ago (the rows read are those before the refresh, for the checks in resolve()).
   */
  private readonly lookups = new Coalescer<string, SessionRow | undefined>(async (sids) => {
    const now = this.clock.now();
    const found = await preparedRows<SessionRow>(
      this.dataSource,
      `WITH found AS (
         SELECT s.id, s.csrf_token, s.last_seen_at, s.expires_at, u.id AS user_id, u.email, u.name, u.role, u.investor_type,
           u.identity_verified_at IS NOT NULL AS identity_verified, s.write_lsn::text AS write_lsn
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ANY($1::text[])
       ), touched AS (
         UPDATE sessions s SET last_seen_at = $2 FROM found f
         WHERE s.id = f.id AND f.last_seen_at < $3 AND f.last_seen_at >= $4 AND f.expires_at > $2
       )
       SELECT * FROM found`,
      [[...new Set(sids)], now, new Date(now.getTime() - TOUCH_STEP_MS), new Date(now.getTime() - SESSION_IDLE_MS)],
    );
    const byId = new Map(found.map((r) => [r.id, r]));
    return sids.map((sid) => byId.get(sid));
  });

  async create(userId: string): Promise<{ sid: string; csrfToken: string }> {
    const sid = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $4, $5)`,
      [sid, userId, csrfToken, now, new Date(now.getTime() + SESSION_ABSOLUTE_MS)],
    );
    return { sid, csrfToken };
  }

  async resolve(sid: string): Promise<ResolvedSession | null> {
    return (await this.lookUp(sid))?.session ?? null;
  }

  /**
   * For the investors' main reads only: the session as this process resolved it less than a few
   * seconds ago, if it has not ended since (recent-sessions.ts); else as resolve() finds it.
   */
  async resolveRecent(sid: string): Promise<ResolvedSession | null> {
    if (this.config.databaseReadUrl) return this.resolve(sid);
    if (!this.notifications.listening) {
      void this.notifications.listen();
      return this.resolve(sid);
    }
    const kept = this.recent.get(sid, this.clock.now().getTime());
    if (kept) return kept;
    const mark = this.recent.mark();
    const found = await this.lookUp(sid);
    if (found && this.notifications.listening) this.recent.keep(sid, found.session, this.clock.now().getTime(), found.liveUntil, mark);
    return found?.session ?? null;
  }

  /** The session and when it lapses if not used again (the idle timer as refreshed by this lookup, or its absolute end). */
  private async lookUp(sid: string): Promise<{ session: ResolvedSession; liveUntil: number } | null> {
    const now = this.clock.now();
    const row = await this.lookups.run(sid);
    if (!row) return null;
    if (now.getTime() - row.last_seen_at.getTime() > SESSION_IDLE_MS || now >= row.expires_at) {
      await this.destroy(sid);
      return null;
    }
    const touched = now.getTime() - row.last_seen_at.getTime() >= TOUCH_STEP_MS;
    const seenAt = touched ? now.getTime() : row.last_seen_at.getTime();
    return {
      liveUntil: Math.min(seenAt + SESSION_IDLE_MS, row.expires_at.getTime()),
      session: {
        csrfToken: row.csrf_token,
        writeLsn: row.write_lsn,
        user: { id: row.user_id, email: row.email, name: row.name, role: row.role, investorType: row.investor_type, identityVerified: row.identity_verified, sessionId: sid },
      },
    };
  }

  /** The session just wrote: its next reads wait for a replica to replay this far (the primary's position now, past its commit). */
  async recordWrite(sid: string): Promise<void> {
    await this.dataSource.query(`UPDATE sessions SET write_lsn = pg_current_wal_lsn() WHERE id = $1`, [sid]);
  }

  async destroy(sid: string): Promise<void> {
    this.recent.drop(sid);
    await this.dataSource.query(`DELETE FROM sessions WHERE id = $1`, [sid]);
    this.recent.drop(sid);
  }

  async destroyAllFor(userId: string, exceptSid?: string): Promise<void> {
    this.recent.dropUser(userId);
    await this.dataSource.query(`DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2`, [userId, exceptSid ?? null]);
    this.recent.dropUser(userId);
  }
}
