import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@/api/put-notification-settings';
import { api } from '@/lib/api-client';

export const notificationSettingsKey = ['notification-settings'] as const;

/** GET /me/notification_settings: the marketing consent and when it last changed. */
export const getNotificationSettings = (signal?: AbortSignal) => api.get<NotificationSettings>('/me/notification_settings', undefined, signal);

export const notificationSettingsQueryOptions = () => queryOptions({ queryKey: notificationSettingsKey, queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
