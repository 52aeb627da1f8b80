// Notifications (docs/api.md "Notifications, disclosures and tax statements"): the outbox written with the events that cause it, the
// in-app notification centre, the mail relay, and marketing consent.
import { Module } from '@nestjs/common';
import { MarketingConsents } from './consent/marketing-consents';
import { EventNotificationsSubscriber } from './events/event-notifications.subscriber';
import { NotificationSettingsController } from './http/notification-settings.controller';
import { NotificationsController } from './http/notifications.controller';
import { MailRelay } from './mail/mail-relay';
import { NotificationsQuery } from './queries/notifications.query';

@Module({
  controllers: [NotificationsController, NotificationSettingsController],
  providers: [EventNotificationsSubscriber, MailRelay, NotificationsQuery, MarketingConsents],
  exports: [MailRelay],
})
export class NotificationsModule {}
