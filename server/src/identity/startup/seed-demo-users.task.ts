// Demo mode on an empty database: an operator and a demo investor, their logins printed so a
// fresh laptop can sign in at once. Runs before the other contexts' seeds, which use the investor.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { demoDataOnly, isEmptyTable } from '../../shared/demo-data-task';
import { UserAccounts } from '../users/user-accounts';
import { IdentityVerifications } from '../verification/identity-verifications';
import { DEMO_INVESTOR_EMAIL, DEMO_INVESTOR_NAME, DEMO_INVESTOR_PASSWORD, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_PASSWORD } from './demo-users';

@Injectable()
export class SeedDemoUsers {
  /** A StartupTask (listed in app/startup-tasks.ts; the shape is structural, contexts do not import app/): seeds only with DEMO_DATA on. */
  readonly run = demoDataOnly(() => this.seed());

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
    private readonly verifications: IdentityVerifications,
  ) {}

  private async seed(): Promise<void> {
    if (await isEmptyTable(this.dataSource, 'users')) await this.createAccounts();
    await this.verifyDemoInvestor();
  }

  /**
   * The demo investor has passed identity verification (the sandbox provider), so the demo's
   * deposits and investments work at once; a database seeded before verification existed is
   * brought up to date on its next start (verify does nothing for a verified account).
   */
  private async verifyDemoInvestor(): Promise<void> {
    const investor = await this.accounts.findByEmail(DEMO_INVESTOR_EMAIL);
    if (!investor) return;
    await this.verifications.verify(investor.id, { claim: { name: DEMO_INVESTOR_NAME, birthDate: '1985-03-15', phone: '010-1234-5678' } });
  }

  private async createAccounts(): Promise<void> {
    await this.accounts.create({ email: DEMO_OPERATOR_EMAIL, password: DEMO_OPERATOR_PASSWORD, name: '운영자', phone: '010-0000-0000', role: 'operator' });
    await this.accounts.create({ email: DEMO_INVESTOR_EMAIL, password: DEMO_INVESTOR_PASSWORD, name: DEMO_INVESTOR_NAME, phone: '010-1234-5678' });
    // Their logins are printed in the start-up summary (app/startup-summary.ts), every start, not only the first.
  }
}
