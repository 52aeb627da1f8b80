// Five failures in a row lock a key for ten minutes: the login lockout (keyed by e-mail) and the
// step-up lockout (keyed by account) are the same rule over two tables. Kept in PostgreSQL:
// every API process sees the same count; RATE_LIMITS=off never lifts it.
//
// An attempt is counted BEFORE its password is checked (one atomic upsert), so a burst of
// parallel guesses cannot all slip past the check: only the first five of a row are verified.
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { one } from '../../shared/database/sql';

export const MAX_FAILURES = 5;
export const LOCK_MS = 10 * 60 * 1000;

/** The tables this rule runs over: a closed list, since table names cannot be query parameters. */
export type AttemptTable = { table: 'login_attempts'; key: 'email_key' } | { table: 'step_up_attempts'; key: 'user_id' };

export class AttemptLockout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly where: AttemptTable,
  ) {}

  /**
   * Counts one attempt. Returns 0 when its password may be checked, else the seconds the key
   * stays locked (an expired lock starts a fresh count).
   */
  async reserve(key: string): Promise<number> {
    const now = this.clock.now();
    const { table, key: column } = this.where;
    const row = await one<{ attempts: number; locked_until: Date | null }>(
      this.dataSource,
      `INSERT INTO ${table} AS a (${column}, failures, locked_until, updated_at) VALUES ($1, 1, NULL, $2)
       ON CONFLICT (${column}) DO UPDATE SET
         failures = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= $2 THEN 1 ELSE a.failures + 1 END,
         locked_until = CASE WHEN a.locked_until IS NOT NULL AND a.locked_until <= $2 THEN NULL ELSE a.locked_until END,
         updated_at = $2
       RETURNING failures AS attempts, locked_until`,
      [key, now],
    );
    const lockedMs = (row?.locked_until?.getTime() ?? 0) - now.getTime();
    if (lockedMs > 0) return Math.ceil(lockedMs / 1000);
    // More attempts in flight than allowed: the ones past the fifth wait out a lock.
    if ((row?.attempts ?? 0) > MAX_FAILURES) return Math.ceil(LOCK_MS / 1000);
    return 0;
  }

  /**
   * The attempt failed: at the fifth failure in a row the key is locked. Returns the failures
   * still allowed before the lock (0 once locked), for the answer to tell the person typing.
   */
  async recordFailure(key: string): Promise<number> {
    const now = this.clock.now();
    const { table, key: column } = this.where;
    const row = await one<{ failures: number }>(
      this.dataSource,
      `UPDATE ${table} SET
         locked_until = CASE WHEN failures >= $4 AND (locked_until IS NULL OR locked_until <= $2) THEN $3 ELSE locked_until END,
         updated_at = $2
       WHERE ${column} = $1
       RETURNING failures`,
      [key, now, new Date(now.getTime() + LOCK_MS), MAX_FAILURES],
    );
    return Math.max(0, MAX_FAILURES - (row?.failures ?? MAX_FAILURES));
  }

  /** A success (or a password reset) ends the row of failures. */
  async clear(key: string): Promise<void> {
    const { table, key: column } = this.where;
    await this.dataSource.query(`DELETE FROM ${table} WHERE ${column} = $1`, [key]);
  }
}
