// Demo mode on an empty database: an operator and a demo investor, their logins printed so a
// fresh laptop can sign in at once. Runs before the other contexts' seeds, which use the investor.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { one } from '../../shared/database/sql';
import { UserAccounts } from '../users/user-accounts';
import { DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_NAME, DEMO_INVESTOR_PASSWORD, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_PASSWORD } from './demo-users';

/** A StartupTask (listed in app/startup-tasks.ts; the shape is structural, contexts do not import app/). */
@Injectable()
export class SeedDemoUsers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
  ) {}

  async run(config: AppConfig): Promise<void> {
    if (!config.demoData) return;
    const any = await one(this.dataSource, `SELECT 1 FROM users LIMIT 1`);
    if (any) return;
    await this.accounts.create({ email: DEMO_OPERATOR_EMAIL, password: DEMO_OPERATOR_PASSWORD, name: '운영자', phone: '010-0000-0000', role: 'operator' });
    await this.accounts.create({ email: DEMO_INVESTOR_EMAIL, password: DEMO_INVESTOR_PASSWORD, name: DEMO_INVESTOR_NAME, phone: '010-1234-5678' });
    // Printed plainly (not as a JSON log line): these are demo logins meant to be read by a person.
    process.stdout.write(
      [
        '',
        '데모 계정 (demo accounts)',
        `  운영자 operator: ${DEMO_OPERATOR_EMAIL} / ${DEMO_OPERATOR_PASSWORD}`,
        `  투자자 investor: ${DEMO_INVESTOR_EMAIL} / ${DEMO_INVESTOR_PASSWORD}`,
        '',
      ].join('\n') + '\n',
    );
  }
}
