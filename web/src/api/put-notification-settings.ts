import { api } from '@/lib/api-client';

export type NotificationSettings = { marketing: boolean; changed_at: string | null };

/**
 * PUT /me/notification_settings {marketing, source}: the marketing consent, recorded with where it
 * was given (the sign-up form's box, or the profile).
 */
export const putNotificationSettings = (input: { marketing: boolean; source: 'sign_up' | 'profile' }) => api.put<NotificationSettings>('/me/notification_settings', input);
