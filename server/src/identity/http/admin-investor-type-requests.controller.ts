// Operators review investor type applications (403 forbidden for investors).
import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { invalidInput } from '../../shared/errors/domain-error';
import { pageQuery, uuidParam } from '../../shared/http/validation';
import { InvestorTypeRequestBody, InvestorTypeRequests, REQUEST_STATUSES, RequestStatus } from '../investor-types/investor-type-requests';

@Controller('admin/investor_type_requests')
@Roles('operator')
export class AdminInvestorTypeRequestsController {
  constructor(private readonly requests: InvestorTypeRequests) {}

  @Get()
  async list(@Query() query: Record<string, unknown>) {
    const { page, size, offset } = pageQuery(query);
    const status = query.status;
    if (status !== undefined && status !== '' && !REQUEST_STATUSES.includes(status as RequestStatus)) throw invalidInput({ status: 'invalid_value' });
    const { items, total } = await this.requests.list({ status: (status || undefined) as RequestStatus | undefined, offset, size });
    return { items, page, size, total };
  }

  @Post(':id/:decision')
  @HttpCode(200)
  async decide(@Param('id') id: string, @Param('decision') decision: string, @CurrentUser() operator: SessionUser): Promise<InvestorTypeRequestBody> {
    const requestId = uuidParam(id);
    if (decision !== 'approve' && decision !== 'reject') throw invalidInput({ decision: 'invalid_value' });
    return this.requests.decide(requestId, decision, operator.id);
  }
}
