// Step-up: the password asked again before money leaves (withdrawals, the withdrawal account) and
// before the account's name, phone or password change. Five wrong answers lock step-up for ten
// minutes, counted per account (docs/api.md "Wallet (예치금) and bank": 429 account_locked, even for the right password
// then), so a stolen session cannot guess the password at the speed of the API.
//
// Checks of one account run one after another in this process: an investor's own parallel
// withdrawals then all pass with the right password (each success ends the row before the next
// check), while a parallel burst of guesses is still refused after the fifth failure. The count
// itself is reserved before each check (AttemptLockout), so several API processes together
// still verify at most five guesses in a row.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors/domain-error';
import { securityEvent } from '../../shared/logging/security-log';
import { throttled } from '../../shared/rate-limit/throttled';
import { AttemptLockout } from '../lockout/attempt-lockout';
import { UserAccounts } from '../users/user-accounts';

/** account_locked's own message names login; a locked step-up is not a locked login. */
export const STEP_UP_LOCKED_MESSAGE = '비밀번호를 여러 번 잘못 입력하여 10분 동안 비밀번호 확인이 필요한 작업을 할 수 없습니다.';

@Injectable()
export class StepUp {
  private readonly attempts: AttemptLockout;
  /** The last check queued per account; an entry goes when its queue drains. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    dataSource: DataSource,
    clock: Clock,
    private readonly accounts: UserAccounts,
  ) {
    this.attempts = new AttemptLockout(dataSource, clock, { table: 'step_up_attempts', key: 'user_id' });
  }

  /** Returns when the password is the account's own; else invalid_credentials, or account_locked (429). */
  verify(userId: string, password: string): Promise<void> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const check = previous.then(() => this.check(userId, password), () => this.check(userId, password));
    const settled = check.catch(() => undefined);
    this.queues.set(userId, settled);
    void settled.then(() => {
      if (this.queues.get(userId) === settled) this.queues.delete(userId);
    });
    return check;
  }

  private async check(userId: string, password: string): Promise<void> {
    const lockedForS = await this.attempts.reserve(userId);
    if (lockedForS > 0) {
      securityEvent('step_up_locked', { userId });
      throw throttled('account_locked', lockedForS, STEP_UP_LOCKED_MESSAGE);
    }
    if (!(await this.accounts.checkPassword(userId, password))) {
      securityEvent('step_up_failed', { userId });
      await this.attempts.recordFailure(userId);
      throw new DomainError('invalid_credentials');
    }
    await this.attempts.clear(userId);
  }

  /** A password reset proves the mailbox: the step-up count starts again. */
  clear(userId: string): Promise<void> {
    return this.attempts.clear(userId);
  }
}
