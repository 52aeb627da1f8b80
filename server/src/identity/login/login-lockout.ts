// Five failed logins in a row lock an e-mail for ten minutes. Failures are counted per e-mail
// whether or not an account has it, so a lock never tells an attacker that the e-mail exists.
// Kept in PostgreSQL: every API process sees the same count; RATE_LIMITS=off never lifts it.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { one } from '../../shared/database/sql';

export const MAX_FAILURES = 5;
export const LOCK_MS = 10 * 60 * 1000;

@Injectable()
export class LoginLockout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the lock ends, or 0 when the e-mail may try. */
  async lockedForS(email: string): Promise<number> {
    const row = await one<{ locked_until: Date | null }>(this.dataSource, `SELECT locked_until FROM login_attempts WHERE email_key = $1`, [email.toLowerCase()]);
    const until = row?.locked_until?.getTime() ?? 0;
    const leftMs = until - this.clock.now().getTime();
    return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
  }

  /** Counts one failure atomically; the fifth in a row sets the lock. */
  async recordFailure(email: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO login_attempts AS a (email_key, failures, locked_until, updated_at) VALUES ($1, 1, NULL, $2)
       ON CONFLICT (email_key) DO UPDATE SET
         failures = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= $2 THEN 1 ELSE a.failures + 1 END,
         locked_until = CASE
           WHEN a.locked_until IS NOT NULL AND a.locked_until <= $2 THEN NULL
           WHEN a.failures + 1 >= $3 THEN $4::timestamptz
           ELSE a.locked_until END,
         updated_at = $2`,
      [email.toLowerCase(), now, MAX_FAILURES, new Date(now.getTime() + LOCK_MS)],
    );
  }

  async clear(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE email_key = $1`, [email.toLowerCase()]);
  }
}
