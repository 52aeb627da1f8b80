import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OpenAlert } from '@server/notifications/http/notification-answers.schema';

/** 오픈 알림 as the server keeps it (GET/PUT /me/open_alerts), typed by the server's endpoint schema (type-only). */
export type { OpenAlert };
/** Its criteria, as the form edits and sends them. */
export type OpenAlertCriteria = Pick<OpenAlert, 'types' | 'grades' | 'min_rate_bp' | 'max_term_months'>;

export const openAlertKey = ['open-alert'] as const;

/** GET /me/open_alerts: the investor's subscription, or null. */
export const getOpenAlert = (signal?: AbortSignal) => api.get<{ alert: OpenAlert | null }>('/me/open_alerts', undefined, signal);

export const openAlertQueryOptions = () => queryOptions({ queryKey: openAlertKey, queryFn: ({ signal }) => getOpenAlert(signal), select: (answer) => answer.alert });

export const useOpenAlert = () => useQuery(openAlertQueryOptions());
