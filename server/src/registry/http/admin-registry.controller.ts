// Operators' view of the reports to the central record-keeper (docs/api.md "Central registry
// reports"): the outbox by state with its counts and the oldest pending report's age, and the
// reconciliation of each investor's outstanding principal with the registry's.
import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../shared/http/auth.decorators';
import { QueryOf, ValidQuery } from '../../shared/http/schema';
import { RegistryReconciliationQuery } from '../reports/registry-reconciliation.query';
import { RegistryReportsQuery } from '../reports/registry-reports.query';
import { ADMIN_REGISTRY_REPORTS } from './registry.schema';
import type { Reconciliation, ReportsOverview } from './registry-answers.schema';

@Controller('admin/registry')
@Roles('operator')
export class AdminRegistryController {
  constructor(
    private readonly reports: RegistryReportsQuery,
    private readonly reconciliation: RegistryReconciliationQuery,
  ) {}

  @Get('reports')
  list(@ValidQuery(ADMIN_REGISTRY_REPORTS) query: QueryOf<typeof ADMIN_REGISTRY_REPORTS>): Promise<ReportsOverview> {
    return this.reports.overview(query.state ?? null, query.limit ?? 50);
  }

  @Get('reconciliation')
  reconcile(): Promise<Reconciliation> {
    return this.reconciliation.reconcile();
  }
}
