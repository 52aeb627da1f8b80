// Notifications (docs/api.md "Notifications, disclosures and tax statements"): the outbox written with the events that cause it, the
// in-app notification centre, the mail relay, marketing consent, and 오픈 알림 (open-alerts/).
import { Module } from '@nestjs/common';
import { MarketingConsents } from './consent/marketing-consents';
import { EventNotificationsSubscriber } from './events/event-notifications.subscriber';
import { NotificationSettingsController } from './http/notification-settings.controller';
import { NotificationsController } from './http/notifications.controller';
import { OpenAlertsController } from './http/open-alerts.controller';
import { MailRelay } from './mail/mail-relay';
import { OpenAlertsStore } from './open-alerts/open-alerts.store';
import { NotificationsQuery } from './queries/notifications.query';

@Module({
  controllers: [NotificationsController, NotificationSettingsController, OpenAlertsController],
  providers: [EventNotificationsSubscriber, MailRelay, NotificationsQuery, MarketingConsents, OpenAlertsStore],
  exports: [MailRelay],
})
export class NotificationsModule {}
