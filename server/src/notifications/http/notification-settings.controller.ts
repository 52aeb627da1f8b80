// GET/PUT /me/notification_settings (beyond the original contract; docs/api.md "Notifications, disclosures and tax statements"): the investor's marketing consent.
// Transactional notifications (their own money and contracts) cannot be turned off.
import { Controller, Get, Put } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyOf, ValidBody } from '../../shared/http/schema';
import { MarketingConsents } from '../consent/marketing-consents';
import type { NotificationSettings } from './notification-answers.schema';
import { CHANGE_NOTIFICATION_SETTINGS } from './notification-settings.schema';

@Controller('me/notification_settings')
export class NotificationSettingsController {
  constructor(
    private readonly consents: MarketingConsents,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  view(@CurrentUser() me: SessionUser): Promise<NotificationSettings> {
    return this.consents.view(me.id);
  }

  /**
   * {marketing: boolean, source?: "sign_up" | "profile"}: give or withdraw consent to marketing
   * notifications and mail; the sign-up form sends its checkbox with source "sign_up".
   */
  @Put()
  change(@CurrentUser() me: SessionUser, @ValidBody(CHANGE_NOTIFICATION_SETTINGS) input: BodyOf<typeof CHANGE_NOTIFICATION_SETTINGS>): Promise<NotificationSettings> {
    return this.consents.change(me.id, input.marketing, input.source ?? 'profile', this.clock.now());
  }
}
