// Password reset by e-mailed single-use token: 32 random bytes, stored only as a SHA-256 hash,
// valid for 30 minutes, consumed atomically (two requests with one token: one wins). A new
// request voids the older tokens. The link is absolute (a mail client cannot open a path), built
// from PUBLIC_URL, never from the request's Host header (which an attacker controls: "reset
// poisoning").
//
// The request is answered before any of this work is done (requestInBackground): looking the
// e-mail up, writing the token and the mail took measurably longer for a member's e-mail than for
// an unknown one, which told an attacker who is a member.
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors/domain-error';
import { one } from '../../shared/database/sql';
import { LoginLockout } from '../login/login-lockout';
import { MailOutbox } from '../mail/mail-outbox';
import { SessionStore } from '../sessions/session-store';
import { UserAccounts } from '../users/user-accounts';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const RESET_PATH = '/user_password_reset_verify';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger('password-reset');
  /** Requests still being worked on; bounded by the per-IP and per-e-mail rate limits. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly accounts: UserAccounts,
    private readonly outbox: MailOutbox,
    private readonly sessions: SessionStore,
    private readonly lockout: LoginLockout,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts request() and returns at once: the answer takes the same time for every e-mail. */
  requestInBackground(email: string): void {
    const task: Promise<void> = this.request(email)
      .catch((error: unknown) => this.logger.error({ msg: 'reset request failed', error: String(error) }))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every request started so far is done (shutdown, tests). */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.whenIdle();
  }

  /** Mails a reset link when the e-mail has an account; silently nothing otherwise. */
  async request(email: string): Promise<void> {
    const user = await one<{ id: string; email: string; name: string }>(this.dataSource, `SELECT id, email, name FROM users WHERE lower(email) = lower($1)`, [email]);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      await tx.query(`UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [user.id, now]);
      await tx.query(`INSERT INTO password_reset_tokens (id, user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
        randomUUID(), user.id, hashToken(token), now, new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      ]);
      await this.outbox.send(
        user.email,
        '[비밀번호 재설정] 비밀번호 재설정 안내',
        [
          `${user.name}님, 안녕하세요.`,
          '',
          '비밀번호 재설정을 요청하셨습니다. 아래 링크에서 새 비밀번호를 설정해 주십시오.',
          `${this.config.publicUrl}${RESET_PATH}?token=${token}`,
          '',
          '링크는 30분 동안 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
        ].join('\n'),
        tx.queryRunner!,
      );
    });
  }

  /** Spends the token and sets the password; every session of the account ends. */
  async verify(token: string, newPassword: string): Promise<void> {
    const now = this.clock.now();
    const userId = await this.dataSource.transaction(async (tx) => {
      const spent = await one<{ user_id: string }>(
        tx.queryRunner!,
        `UPDATE password_reset_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
        [hashToken(token), now],
      );
      const id = spent?.user_id;
      if (!id) throw new DomainError('invalid_reset_token');
      await this.accounts.setPassword(id, newPassword, tx.queryRunner!);
      return id;
    });
    await this.sessions.destroyAllFor(userId);
    const user = await one<{ email: string }>(this.dataSource, `SELECT email FROM users WHERE id = $1`, [userId]);
    if (user) await this.lockout.clear(user.email);
  }
}
