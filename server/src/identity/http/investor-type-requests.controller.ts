// An investor's own applications for another investor type (scoped to the session's user).
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { RateLimitService } from '../../shared/rate-limit';
import { InvestorTypeRequestBody, InvestorTypeRequests, RequestedType } from '../investor-types/investor-type-requests';
import { IDENTITY_LIMITS } from './identity-limits';

const REQUESTABLE: readonly RequestedType[] = ['income_qualified', 'professional'];

@Controller('me/investor_type_requests')
export class InvestorTypeRequestsController {
  constructor(
    private readonly requests: InvestorTypeRequests,
    private readonly limits: RateLimitService,
  ) {}

  @Post()
  @HttpCode(201)
  async apply(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<InvestorTypeRequestBody> {
    await this.limits.perAccount('investor_type_request', me.id, IDENTITY_LIMITS.investorTypeRequestPerUser);
    const input = new BodyReader(body, ['investor_type', 'evidence']);
    const investorType = input.oneOf('investor_type', REQUESTABLE);
    const evidence = input.string('evidence', { max: 2000 });
    input.done();
    return this.requests.apply(me.id, investorType, evidence);
  }

  @Get()
  async mine(@CurrentUser() me: SessionUser): Promise<{ items: InvestorTypeRequestBody[] }> {
    return { items: await this.requests.mine(me.id) };
  }
}
