// OPERATOR_EMAIL + OPERATOR_PASSWORD: that operator account exists after every start (created,
// or made an operator with this password). The password is never logged.
import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import type { StartupTask } from '../../app/startup-tasks';
import { UserAccounts } from '../users/user-accounts';

@Injectable()
export class EnsureOperator implements StartupTask {
  private readonly logger = new Logger('identity');

  constructor(private readonly accounts: UserAccounts) {}

  async run(config: AppConfig): Promise<void> {
    if (!config.operatorEmail || !config.operatorPassword) return;
    await this.accounts.ensureOperator(config.operatorEmail.toLowerCase(), config.operatorPassword, '운영자');
    this.logger.log({ msg: 'operator account ensured', email: config.operatorEmail });
  }
}
