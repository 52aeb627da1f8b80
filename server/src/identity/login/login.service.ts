// Checks a login: counts the attempt and the lock first, then the password at argon2 cost whether or not the e-mail
// has an account (an unknown e-mail takes the same time and gets the same answer).
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { throttled } from '../../shared/rate-limit/throttled';
import { PasswordHasher } from '../passwords/password-hasher';
import { UserAccounts } from '../users/user-accounts';
import { LoginLockout } from './login-lockout';

@Injectable()
export class LoginService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly lockout: LoginLockout,
  ) {}

  /** The user id, or invalid_credentials (400, with `attempts_left`) / account_locked (429 + Retry-After). */
  async authenticate(email: string, password: string): Promise<string> {
    const lockedForS = await this.lockout.reserve(email);
    if (lockedForS > 0) throw throttled('account_locked', lockedForS);
    const user = await this.accounts.findByEmail(email);
    let ok = false;
    if (user) ok = await this.hasher.verify(user.password_hash, password);
    else await this.hasher.burn(password);
    if (!user || !ok) {
      // The count is per e-mail whether or not an account has it, so telling it reveals nothing.
      const attemptsLeft = await this.lockout.recordFailure(email);
      throw new DomainError('invalid_credentials', { attempts_left: attemptsLeft });
    }
    await this.lockout.clear(email);
    return user.id;
  }
}
