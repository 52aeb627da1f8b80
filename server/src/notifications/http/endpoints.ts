// The notification centre's endpoints and the answer shapes it publishes, for the OpenAPI document.
import { NOTIFICATION, NOTIFICATION_SETTINGS, OPEN_ALERT } from './notification-answers.schema';
import { CHANGE_NOTIFICATION_SETTINGS, GET_NOTIFICATION_SETTINGS } from './notification-settings.schema';
import { LIST_NOTIFICATIONS, MARK_NOTIFICATIONS_READ } from './notifications.schema';
import { DELETE_OPEN_ALERT, GET_OPEN_ALERT, SAVE_OPEN_ALERT } from './open-alerts.schema';

export const NOTIFICATION_ENDPOINTS = [
  LIST_NOTIFICATIONS, MARK_NOTIFICATIONS_READ, GET_NOTIFICATION_SETTINGS, CHANGE_NOTIFICATION_SETTINGS, GET_OPEN_ALERT, SAVE_OPEN_ALERT, DELETE_OPEN_ALERT,
];

export const NOTIFICATION_SCHEMAS = { Notification: NOTIFICATION, NotificationSettings: NOTIFICATION_SETTINGS, OpenAlert: OPEN_ALERT };
