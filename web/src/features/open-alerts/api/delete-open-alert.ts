import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { openAlertKey } from './get-open-alert';

/** DELETE /me/open_alerts: unsubscribe at once. A refusal is shown in the confirmation dialog. */
export const deleteOpenAlert = () => api.delete<void>('/me/open_alerts');

export function useDeleteOpenAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOpenAlert,
    meta: { inlineError: true },
    onSuccess: () => client.setQueryData(openAlertKey, { alert: null }),
  });
}
