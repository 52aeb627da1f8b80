// Five failed logins in a row lock an e-mail for ten minutes. Failures are counted per e-mail
// whether or not an account has it, so a lock never tells an attacker that the e-mail exists.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { AttemptLockout } from '../lockout/attempt-lockout';

@Injectable()
export class LoginLockout {
  private readonly attempts: AttemptLockout;

  constructor(dataSource: DataSource, clock: Clock) {
    this.attempts = new AttemptLockout(dataSource, clock, { table: 'login_attempts', key: 'email_key' });
  }

  /** Counts one attempt: 0 when its password may be checked, else the seconds the e-mail stays locked. */
  reserve(email: string): Promise<number> {
    return this.attempts.reserve(email.toLowerCase());
  }

  /** Counts a failure; the failures still allowed before the lock. */
  recordFailure(email: string): Promise<number> {
    return this.attempts.recordFailure(email.toLowerCase());
  }

  clear(email: string): Promise<void> {
    return this.attempts.clear(email.toLowerCase());
  }
}
