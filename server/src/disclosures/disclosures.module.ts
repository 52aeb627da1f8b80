// Disclosures: the platform's monthly figures (온투법 10조) and the yearly information-security
// self-check (온투법 30조②), public; operators fill in and publish the self-check.
import { Module } from '@nestjs/common';
import { AdminSecuritySelfChecksController } from './http/admin-security-self-checks.controller';
import { DisclosuresController } from './http/disclosures.controller';
import { SecuritySelfChecksController } from './http/security-self-checks.controller';
import { MonthFiguresQuery } from './monthly/month-figures.query';
import { MonthlyDisclosures } from './monthly/monthly-disclosures.service';
import { SecuritySelfChecks } from './security-self-checks/security-self-checks.service';
import { SelfCheckStore } from './security-self-checks/self-check.store';

@Module({
  controllers: [DisclosuresController, SecuritySelfChecksController, AdminSecuritySelfChecksController],
  providers: [MonthFiguresQuery, MonthlyDisclosures, SelfCheckStore, SecuritySelfChecks],
})
export class DisclosuresModule {}
