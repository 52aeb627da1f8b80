// Operators' view of the reports to the central record-keeper (docs/api.md "Central registry
// reports"): the outbox by state with its counts and the oldest pending report's age, and the
// reconciliation of each investor's outstanding principal with the registry's.
import { Controller, Get, Query } from '@nestjs/common';
import { DomainError } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { RegistryReconciliationQuery, Reconciliation } from '../reports/registry-reconciliation.query';
import { REPORT_STATES, RegistryReportsQuery, ReportsOverview, ReportState, REPORTS_PAGE_MAX } from '../reports/registry-reports.query';

@Controller('admin/registry')
@Roles('operator')
export class AdminRegistryController {
  constructor(
    private readonly reports: RegistryReportsQuery,
    private readonly reconciliation: RegistryReconciliationQuery,
  ) {}

  @Get('reports')
  list(@Query() query: Record<string, unknown>): Promise<ReportsOverview> {
    const fields: Record<string, string> = {};
    const state = query.state === undefined || query.state === '' ? null : query.state;
    if (state !== null && !REPORT_STATES.includes(state as ReportState)) fields.state = 'invalid_value';
    const limit = query.limit === undefined ? 50 : Number(query.limit);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > REPORTS_PAGE_MAX) fields.limit = 'invalid_value';
    for (const key of Object.keys(query)) if (key !== 'state' && key !== 'limit') fields[key] = 'unknown_field';
    if (Object.keys(fields).length) throw new DomainError('invalid_input', { fields });
    return this.reports.overview(state as ReportState | null, limit);
  }

  @Get('reconciliation')
  reconcile(): Promise<Reconciliation> {
    return this.reconciliation.reconcile();
  }
}
