import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductType } from '@/api/types';
import { api } from '@/lib/api-client';

/** 오픈 알림's criteria as the server keeps them (GET/PUT /me/open_alerts). */
export type OpenAlertCriteria = {
  types: ProductType[];
  grades: string[];
  min_rate_bp: number | null;
  max_term_months: number | null;
};

export type OpenAlert = OpenAlertCriteria & { created_at: string; updated_at: string };

export const openAlertKey = ['open-alert'] as const;

/** GET /me/open_alerts: the investor's subscription, or null. */
export const getOpenAlert = (signal?: AbortSignal) => api.get<{ alert: OpenAlert | null }>('/me/open_alerts', undefined, signal);

export const openAlertQueryOptions = () => queryOptions({ queryKey: openAlertKey, queryFn: ({ signal }) => getOpenAlert(signal), select: (answer) => answer.alert });

export const useOpenAlert = () => useQuery(openAlertQueryOptions());
