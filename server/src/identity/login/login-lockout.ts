// Five failed logins in a row lock an e-mail for ten minutes. Failures are counted per e-mail
// whether or not an account has it, so a lock never tells an attacker that the e-mail exists.
// Kept in PostgreSQL: every API process sees the same count; RATE_LIMITS=off never lifts it.
//
// An attempt is counted BEFORE its password is checked (one atomic upsert), so a burst of
// parallel guesses cannot all slip past the check: only the first five of a row are verified.
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

  /**
   * Counts one attempt. Returns 0 when its password may be checked, else the seconds the
   * e-mail stays locked (an expired lock starts a fresh count).
   */
  async reserve(email: string): Promise<number> {
    const now = this.clock.now();
    const row = await one<{ attempts: number; locked_until: Date | null }>(
      this.dataSource,
      `INSERT INTO login_attempts AS a (email_key, failures, locked_until, updated_at) VALUES ($1, 1, NULL, $2)
       ON CONFLICT (email_key) DO UPDATE SET
         failures = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= $2 THEN 1 ELSE a.failures + 1 END,
         locked_until = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= $2 THEN NULL ELSE a.locked_until END,
         updated_at = $2
       RETURNING failures AS attempts, locked_until`,
      [email.toLowerCase(), now],
    );
    const lockedMs = (row?.locked_until?.getTime() ?? 0) - now.getTime();
    if (lockedMs > 0) return Math.ceil(lockedMs / 1000);
    // More attempts in flight than allowed: the ones past the fifth wait out a lock.
    if ((row?.attempts ?? 0) > MAX_FAILURES) return Math.ceil(LOCK_MS / 1000);
    return 0;
  }

  /** The attempt failed: at the fifth failure in a row the e-mail is locked. */
  async recordFailure(email: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `UPDATE login_attempts SET locked_until = $3, updated_at = $2
       WHERE email_key = $1 AND failures >= $4 AND (locked_until IS NULL OR locked_until <= $2)`,
      [email.toLowerCase(), now, new Date(now.getTime() + LOCK_MS), MAX_FAILURES],
    );
  }

  /** A success (or a password reset) ends the row of failures. */
  async clear(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE email_key = $1`, [email.toLowerCase()]);
  }
}
