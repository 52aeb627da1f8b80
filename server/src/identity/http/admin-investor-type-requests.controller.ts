// Operators review investor type applications (403 forbidden for investors).
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { invalidInput } from '../../shared/errors/domain-error';
import { QueryOf, UuidParam, ValidQuery } from '../../shared/http/schema';
import { InvestorTypeRequests } from '../investor-types/investor-type-requests';
import type { InvestorTypeApplication } from './identity-answers.schema';
import { ADMIN_LIST_INVESTOR_TYPE_REQUESTS } from './investor-type-requests.schema';

@Controller('admin/investor_type_requests')
@Roles('operator')
export class AdminInvestorTypeRequestsController {
  constructor(private readonly requests: InvestorTypeRequests) {}

  @Get()
  async list(@ValidQuery(ADMIN_LIST_INVESTOR_TYPE_REQUESTS) query: QueryOf<typeof ADMIN_LIST_INVESTOR_TYPE_REQUESTS>) {
    const { page = 1, size = 20, status } = query;
    const { items, total } = await this.requests.list({ status, offset: (page - 1) * size, size });
    return { items, page, size, total };
  }

  @Post(':id/:decision')
  @HttpCode(200)
  async decide(@UuidParam('id') requestId: string, @Param('decision') decision: string, @CurrentUser() operator: SessionUser): Promise<InvestorTypeApplication> {
    if (decision !== 'approve' && decision !== 'reject') throw invalidInput({ decision: 'invalid_value' });
    return this.requests.decide(requestId, decision, operator.id);
  }
}
