// GET/PUT /me/notification_settings (beyond the original contract; docs/api.md "Notifications, disclosures and tax statements"): the investor's marketing consent.
// Transactional notifications (their own money and contracts) cannot be turned off.
import { Body, Controller, Get, Put } from '@nestjs/common';
import { BusinessClock } from '../../shared/business-clock';
import { CurrentUser, SessionUser } from '../../shared/http/auth.decorators';
import { BodyReader } from '../../shared/http/validation';
import { MarketingConsents, MarketingConsentView } from '../consent/marketing-consents';

@Controller('me/notification_settings')
export class NotificationSettingsController {
  constructor(
    private readonly consents: MarketingConsents,
    private readonly clock: BusinessClock,
  ) {}

  @Get()
  view(@CurrentUser() me: SessionUser): Promise<MarketingConsentView> {
    return this.consents.view(me.id);
  }

  /**
   * {marketing: boolean, source?: "sign_up" | "profile"}: give or withdraw consent to marketing
   * notifications and mail; the sign-up form sends its checkbox with source "sign_up".
   */
  @Put()
  change(@CurrentUser() me: SessionUser, @Body() body: unknown): Promise<MarketingConsentView> {
    const input = new BodyReader(body, ['marketing', 'source']);
    const marketing = input.boolean('marketing');
    const source = input.oneOf('source', ['sign_up', 'profile'] as const, { optional: true }) ?? 'profile';
    input.done();
    return this.consents.change(me.id, marketing, source, this.clock.now());
  }
}
