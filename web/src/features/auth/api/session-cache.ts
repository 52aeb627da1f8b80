import type { QueryClient } from '@tanstack/react-query';
import { notifyCookiesChanged } from '@/lib/cookies';

/** Someone else is logged in now (or no one): nothing read for the previous session may show. */
export function startNewSession(queryClient: QueryClient) {
  notifyCookiesChanged();
  queryClient.clear();
}
