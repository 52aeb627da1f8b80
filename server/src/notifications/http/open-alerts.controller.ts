// GET/PUT/DELETE /me/open_alerts (issue 31, item 13; beyond the original contract, documented in
// the OpenAPI output): the investor's 오픈 알림 — told in-app and by mail when a product matching
// their criteria is scheduled and when it opens (open-alerts/open-alert-notifications.ts).
import { Body, Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { readOpenAlertCriteria } from '../open-alerts/open-alert-criteria';
import { OpenAlertsStore } from '../open-alerts/open-alerts.store';
import type { OpenAlert } from './notification-answers.schema';

@Controller('me/open_alerts')
export class OpenAlertsController {
  constructor(
    private readonly alerts: OpenAlertsStore,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  async view(@CurrentUser() me: SessionUser): Promise<{ alert: OpenAlert | null }> {
    return { alert: await this.alerts.find(me.id) };
  }

  /** {types, grades?, min_rate_bp?, max_term_months?}: subscribe, or change the criteria. */
  @Put()
  async save(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<{ alert: OpenAlert }> {
    return { alert: await this.alerts.save(me.id, readOpenAlertCriteria(body), this.clock.now()) };
  }

  @Delete()
  @HttpCode(204)
  async remove(@CurrentUser() me: SessionUser): Promise<void> {
    await this.alerts.remove(me.id);
  }
}
