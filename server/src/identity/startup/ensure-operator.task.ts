// OPERATOR_EMAIL + OPERATOR_PASSWORD: that operator account exists after every start (created,
// or made an operator with this password). The password is never logged.
import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { UserAccounts } from '../users/user-accounts';

/** A StartupTask (listed in app/startup-tasks.ts; the shape is structural, contexts do not import app/). */
@Injectable()
export class EnsureOperator {
  private readonly logger = new Logger('identity');

  constructor(private readonly accounts: UserAccounts) {}

  async run(config: AppConfig): Promise<void> {
    if (!config.operatorEmail || !config.operatorPassword) return;
    await this.accounts.ensureOperator(config.operatorEmail.toLowerCase(), config.operatorPassword, '운영자');
    this.logger.log({ msg: 'operator account ensured', email: config.operatorEmail });
  }
}
