// GET /admin/sandbox/registry/reports?user_id= (sandbox only, operators): what the sandbox
// registry received for an investor (acknowledged) and what the platform still has to deliver
// (pending), docs/api.md "Central registry reports". Outside the sandbox the route does not exist.
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DomainError } from '../../shared/errors/domain-error';
import { Roles } from '../../shared/http/auth.decorators';
import { queryOf } from '../../shared/http/schema';
import { RegistryReportsQuery } from '../reports/registry-reports.query';
import { ADMIN_SANDBOX_REGISTRY_REPORTS } from './registry.schema';
import type { ReceivedView } from './registry-answers.schema';

@Controller('admin/sandbox/registry')
@Roles('operator')
export class SandboxRegistryController {
  constructor(
    private readonly reports: RegistryReportsQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('reports')
  async list(@Query() query: Record<string, unknown>): Promise<{ items: ReceivedView[] }> {
    if (!this.config.sandbox) throw new DomainError('not_found');
    const { user_id: userId } = queryOf(ADMIN_SANDBOX_REGISTRY_REPORTS, query);
    return { items: await this.reports.sandboxReports(userId) };
  }
}
