// /admin/sandbox/clock (sandbox only, operators; docs/api.md "Operators"): the platform's business
// clock. GET answers it; POST {advance_days} moves it forward for every process at once.
import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BusinessClock } from '../shared/business-clock';
import { DomainError } from '../shared/errors/domain-error';
import { CurrentUser, Roles, SessionUser } from '../shared/http/auth.decorators';
import { bodyOf } from '../shared/http/schema';
import { BusinessClockControls } from '../shared/business-clock-controls';
import { ADMIN_ADVANCE_BUSINESS_CLOCK } from './platform.schema';

@Controller('admin/sandbox/clock')
@Roles('operator')
export class BusinessClockController {
  constructor(
    private readonly clock: BusinessClock,
    private readonly controls: BusinessClockControls,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async show() {
    if (!this.config.sandbox) throw new DomainError('not_found');
    await this.clock.refresh();
    return this.clock.view();
  }

  @Post()
  @HttpCode(200)
  async advance(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    if (!this.config.sandbox) throw new DomainError('not_found');
    const { advance_days: days } = bodyOf(ADMIN_ADVANCE_BUSINESS_CLOCK, body);
    return this.controls.advance(days, user.id);
  }
}
