import { api } from '@/lib/api-client';

// Typed by the server's endpoint schema (type-only, so Vite never bundles it).
export type { NotificationSettings } from '@server/notifications/http/notification-answers.schema';
import type { NotificationSettings } from '@server/notifications/http/notification-answers.schema';

/**
 * PUT /me/notification_settings {marketing, source}: the marketing consent, recorded with where it
 * was given (the sign-up form's box, or the profile).
 */
export const putNotificationSettings = (input: { marketing: boolean; source: 'sign_up' | 'profile' }) => api.put<NotificationSettings>('/me/notification_settings', input);
