import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { openAlertKey, type OpenAlert, type OpenAlertCriteria } from './get-open-alert';

/** PUT /me/open_alerts: subscribe, or change the criteria. A refusal is shown beside the form, not toasted. */
export const saveOpenAlert = (criteria: OpenAlertCriteria) => api.put<{ alert: OpenAlert }>('/me/open_alerts', criteria);

export function useSaveOpenAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOpenAlert,
    meta: { inlineError: true },
    onSuccess: (answer) => client.setQueryData(openAlertKey, answer),
  });
}
