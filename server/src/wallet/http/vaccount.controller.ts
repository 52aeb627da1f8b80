// POST /vaccount: issue the caller's virtual account (one per investor).
import { Body, Controller, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { RateLimit } from '../../shared/rate-limit';
import { Vaccounts, VaccountView } from '../vaccounts/vaccounts.service';
import { MemberChecks } from './member-checks';

@Controller('vaccount')
export class VaccountController {
  constructor(
    private readonly vaccounts: Vaccounts,
    private readonly members: MemberChecks,
  ) {}

  @Post()
  @RateLimit({ name: 'vaccount', perUser: { limit: 10, windowS: 60 }, perIp: { limit: 60, windowS: 60 } })
  async issue(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<VaccountView> {
    new BodyReader(body, []).done();
    return this.vaccounts.issue(me.id, await this.members.accountHolderName(me.id));
  }
}
