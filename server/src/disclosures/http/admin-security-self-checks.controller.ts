// The operators' yearly information-security self-check (온투법 30조②; docs/api.md
// "Information-security self-check"): the year's draft is saved as often as needed, then
// published under an Idempotency-Key; a published version is final and a correction is the next.
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentUser, Roles, SessionUser } from '../../shared/http/auth.decorators';
import { idempotencyKeyOf } from '../../shared/http/schema';
import { SecuritySelfChecks } from '../security-self-checks/security-self-checks.service';

/** The longest Idempotency-Key an operator's client may send (printable ASCII). */
const MAX_KEY_LENGTH = 200;

@Roles('operator')
@Controller('admin/security_self_checks')
export class AdminSecuritySelfChecksController {
  constructor(private readonly checks: SecuritySelfChecks) {}

  @Get()
  list() {
    return this.checks.overview();
  }

  @Get(':year')
  one(@Param('year') year: string) {
    return this.checks.ofYear(this.checks.year(year));
  }

  /** `{checked_on, items: {<key>: {status, note}}, correction_reason}` → the draft. */
  @Put(':year')
  save(@CurrentUser() user: SessionUser, @Param('year') year: string, @Body() body: unknown) {
    return this.checks.saveDraft(this.checks.year(year), body, user.id);
  }

  @Post(':year/publish')
  @HttpCode(201)
  publish(@CurrentUser() user: SessionUser, @Param('year') year: string, @Headers('idempotency-key') key?: string) {
    const checkedYear = this.checks.year(year);
    return this.checks.publish(checkedYear, idempotencyKeyOf(key, MAX_KEY_LENGTH), user.id);
  }
}
