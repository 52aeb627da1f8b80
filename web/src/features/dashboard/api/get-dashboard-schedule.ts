import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// A payout as the server's endpoint schema types it (server/src/repayments/http/dashboard-answers.schema.ts).
export type { Payout } from '@server/repayments/http/dashboard-answers.schema';
import type { Payout } from '@server/repayments/http/dashboard-answers.schema';

export type ScheduleRange = { from?: string; to?: string };

export const getDashboardSchedule = (range: ScheduleRange, signal?: AbortSignal) =>
  api.get<Payout[] | { items: Payout[] }>('/dashboard/schedule', { from: range.from, to: range.to }, signal).then((b) => (Array.isArray(b) ? b : b.items));

export const dashboardScheduleQueryOptions = (range: ScheduleRange = {}) =>
  queryOptions({ queryKey: ['dashboard', 'schedule', range], queryFn: ({ signal }) => getDashboardSchedule(range, signal) });

export const useDashboardSchedule = (range: ScheduleRange = {}) => useQuery(dashboardScheduleQueryOptions(range));


