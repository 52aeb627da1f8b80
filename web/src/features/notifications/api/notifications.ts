// GET /notifications, POST /notifications/read, GET/PUT /me/notification_settings.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type NotificationItem = {
  id: string;
  kind: string;
  category: 'transactional' | 'marketing';
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
};

export type NotificationPage = { items: NotificationItem[]; next_cursor: string | null; unread: number };
export type NotificationSettings = { marketing: boolean; changed_at: string | null };

const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The header polls the unread count this often while a page stays open. */
const UNREAD_POLL_MS = 60_000;

export const notificationsQueryOptions = (limit = 50) =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, limit], queryFn: ({ signal }) => api.get<NotificationPage>('/notifications', { limit }, signal) });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** The unread count alone (the smallest page), for the header's badge. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({ ...notificationsQueryOptions(1), enabled, refetchInterval: UNREAD_POLL_MS, select: (page) => page.unread });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post<void>('/notifications/read', ids ? { ids } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

const SETTINGS_KEY = ['notification-settings'] as const;

export const useNotificationSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => api.get<NotificationSettings>('/me/notification_settings', undefined, signal) });

export function useChangeMarketingConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marketing: boolean) => api.put<NotificationSettings>('/me/notification_settings', { marketing, source: 'profile' }),
    onSuccess: (settings) => client.setQueryData(SETTINGS_KEY, settings),
  });
}
