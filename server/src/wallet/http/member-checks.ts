// What the wallet asks of identity. Step-up: money leaving the platform and the account it goes
// to ask for the password again (docs/design.md "Security"); a wrong one is invalid_credentials, and
// five wrong ones lock step-up for ten minutes (account_locked).
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { StepUp, UserDirectory } from '../../identity';

@Injectable()
export class MemberChecks {
  constructor(
    private readonly users: UserDirectory,
    private readonly stepUp: StepUp,
  ) {}

  async requirePassword(userId: string, password: string): Promise<void> {
    await this.stepUp.verify(userId, password);
  }

  /**
   * The name the member's bank accounts are in, read fresh (the session may predate the
   * verification): the verified legal name of a person, the company name of a corporation (its
   * accounts are the company's, never its representative's: 금융실명법). The virtual account is
   * issued in it and the bank compares a withdrawal account's holder with it. No account or money
   * may move before identity verification (특금법 5조의2).
   */
  async accountHolderName(userId: string): Promise<string> {
    const user = await this.users.find(userId);
    if (!user) throw new DomainError('no_permission');
    if (!user.identityVerified) throw new DomainError('identity_unverified');
    return user.companyName ?? user.name;
  }
}
