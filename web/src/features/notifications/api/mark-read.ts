import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsKey } from './get-notifications';

/** POST /notifications/read {ids?}: those notifications, or all of them, read. */
export const markRead = (ids?: string[]) => api.post<void>('/notifications/read', ids ? { ids } : {});

/** The list and the header's unread count are read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markRead, onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }) });
}
