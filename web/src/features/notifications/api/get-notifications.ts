import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The answers' types are the server's endpoint schemas' (type-only).
import type { NotificationPage } from '@server/notifications/http/notification-answers.schema';
export type { NotificationItem, NotificationPage } from '@server/notifications/http/notification-answers.schema';

export const notificationsKey = ['notifications'] as const;
/** The header polls the unread count this often while a page stays open. */
const UNREAD_POLL_MS = 60_000;

/** GET /notifications?limit=: newest first, with the unread count. */
export const getNotifications = (limit: number, signal?: AbortSignal) => api.get<NotificationPage>('/notifications', { limit }, signal);

export const notificationsQueryOptions = (limit = 50) => queryOptions({ queryKey: [...notificationsKey, limit], queryFn: ({ signal }) => getNotifications(limit, signal) });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** The unread count alone (the smallest page), for the header's badge. */
export const useUnreadCount = (enabled: boolean) => useQuery({ ...notificationsQueryOptions(1), enabled, refetchInterval: UNREAD_POLL_MS, select: (page) => page.unread });
