import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The dashboard as the server's endpoint schema types it (server/src/repayments/http/dashboard-answers.schema.ts).
export type { Dashboard } from '@server/repayments/http/dashboard-answers.schema';
import type { Dashboard } from '@server/repayments/http/dashboard-answers.schema';
/** One of the investor's limits: held plus outstanding, and the limit (null = unlimited). */
export type Limit = Dashboard['limits']['total'];

export const getDashboard = (signal?: AbortSignal) => api.get<Dashboard>('/dashboard', undefined, signal);

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
