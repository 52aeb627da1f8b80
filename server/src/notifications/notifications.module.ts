// Notifications (API.md "Notifications"): the outbox written with the events that cause it, the
// in-app notification centre, the mail relay, and marketing consent.
import { Module } from '@nestjs/common';

@Module({})
export class NotificationsModule {}
