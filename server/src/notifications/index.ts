// What other contexts may use of notifications: the module, the outbox writes they make in their
// own transaction — `notifyTargetLowered` for a lowered funding target (온투법 12조③),
// `writeNotifications` for any other cause — and the mail relay (tests drain it).
export { NotificationsModule } from './notifications.module';
export { notifyTargetLowered } from './outbox/notify-target-lowered';
export { writeNotifications } from './outbox/write-notifications';
export { MailRelay } from './mail/mail-relay';
/** The notification centre's endpoints, for the OpenAPI document. */
export { NOTIFICATION_ENDPOINTS, NOTIFICATION_SCHEMAS } from './http/endpoints';
