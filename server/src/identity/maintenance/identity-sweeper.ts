// Removes what identity keeps only for a while, so the tables stay small: sessions past their
// idle or absolute expiry (a resolve would refuse them anyway), login-failure rows idle for a day
// and not locked (unknown e-mails create them too), reset tokens a day past expiry. Runs in
// worker processes; deletes are idempotent, so several workers may sweep at once. Bounded pages.
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundJobs } from '../../shared/background/background-jobs';
import { Clock } from '../../shared/clock';
import { rows } from '../../shared/database/sql';
import { SESSION_IDLE_MS } from '../sessions/session-store';

export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** Rows each statement deletes at most. */
const PAGE = 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class IdentitySweeper implements OnModuleInit {
  private readonly logger = new Logger('identity-sweeper');

  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.every('identity-sweeper', SWEEP_INTERVAL_MS, () => this.sweep());
  }

  /** One bounded pass; returns how many rows of each kind went. */
  async sweep(): Promise<{ sessions: number; loginAttempts: number; resetTokens: number }> {
    const now = this.clock.now();
    const idleBefore = new Date(now.getTime() - SESSION_IDLE_MS);
    const dayAgo = new Date(now.getTime() - KEEP_MS);
    const sessions = await rows(this.dataSource,
      `DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE expires_at <= $1 OR last_seen_at < $2 LIMIT $3) RETURNING id`,
      [now, idleBefore, PAGE]);
    const loginAttempts = await rows(this.dataSource,
      `DELETE FROM login_attempts WHERE email_key IN (
         SELECT email_key FROM login_attempts WHERE updated_at < $1 AND (locked_until IS NULL OR locked_until <= $2) LIMIT $3) RETURNING email_key`,
      [dayAgo, now, PAGE]);
    const resetTokens = await rows(this.dataSource,
      `DELETE FROM password_reset_tokens WHERE id IN (SELECT id FROM password_reset_tokens WHERE expires_at < $1 LIMIT $2) RETURNING id`,
      [dayAgo, PAGE]);
    const swept = { sessions: sessions.length, loginAttempts: loginAttempts.length, resetTokens: resetTokens.length };
    if (swept.sessions + swept.loginAttempts + swept.resetTokens > 0) this.logger.log({ msg: 'identity sweep', ...swept });
    return swept;
  }
}

