// Step-up authentication: money leaving the platform and the account it goes to ask for the
// password again (DESIGN.md "Security"); a wrong one is invalid_credentials.
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { UserDirectory } from '../../identity';

@Injectable()
export class StepUp {
  constructor(private readonly users: UserDirectory) {}

  async require(userId: string, password: string): Promise<void> {
    if (!(await this.users.checkPassword(userId, password))) throw new DomainError('invalid_credentials');
  }
}
