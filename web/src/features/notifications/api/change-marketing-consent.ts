import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putNotificationSettings } from '@/api/put-notification-settings';
import { notificationSettingsKey } from './get-notification-settings';

/** The consent changed on the profile or notifications screen; the answer is the new settings. */
export function useChangeMarketingConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marketing: boolean) => putNotificationSettings({ marketing, source: 'profile' }),
    onSuccess: (settings) => client.setQueryData(notificationSettingsKey, settings),
  });
}
