// POST /vaccount: issue the caller's virtual account (one per investor).
import { Controller, Post } from '@nestjs/common';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { ValidBody } from '../../shared/http/schema';
import { RateLimit } from '../../shared/rate-limit';
import { Vaccounts } from '../vaccounts/vaccounts.service';
import { MemberChecks } from './member-checks';
import { ISSUE_VACCOUNT } from './vaccount.schema';
import type { Vaccount } from './wallet-answers.schema';

@Controller('vaccount')
export class VaccountController {
  constructor(
    private readonly vaccounts: Vaccounts,
    private readonly members: MemberChecks,
  ) {}

  @Post()
  @RateLimit({ name: 'vaccount', perUser: { limit: 10, windowS: 60 }, perIp: { limit: 60, windowS: 60 } })
  async issue(@CurrentUser() me: SessionUser, @ValidBody(ISSUE_VACCOUNT) _body: object): Promise<Vaccount> {
    return this.vaccounts.issue(me.id, await this.members.accountHolderName(me.id));
  }
}
