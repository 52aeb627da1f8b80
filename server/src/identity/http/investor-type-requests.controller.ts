// An investor's own applications for another investor type (scoped to the session's user).
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { bodyOf } from '../../shared/http/schema';
import { RateLimitService } from '../../shared/rate-limit';
import { InvestorTypeRequests } from '../investor-types/investor-type-requests';
import type { InvestorTypeApplication } from './identity-answers.schema';
import { IDENTITY_LIMITS } from './identity-limits';
import { APPLY_FOR_INVESTOR_TYPE } from './investor-type-requests.schema';

@Controller('me/investor_type_requests')
export class InvestorTypeRequestsController {
  constructor(
    private readonly requests: InvestorTypeRequests,
    private readonly limits: RateLimitService,
  ) {}

  @Post()
  @HttpCode(201)
  async apply(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<InvestorTypeApplication> {
    await this.limits.perAccount('investor_type_request', me.id, IDENTITY_LIMITS.investorTypeRequestPerUser);
    const input = bodyOf(APPLY_FOR_INVESTOR_TYPE, body);
    return this.requests.apply(me.id, input.investor_type, input.evidence);
  }

  @Get()
  async mine(@CurrentUser() me: SessionUser): Promise<{ items: InvestorTypeApplication[] }> {
    return { items: await this.requests.mine(me.id) };
  }
}
