import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `accelerated`: an installment the claim replaced at 기한이익상실 (no longer expected on its date). */
export type PayoutStatus = 'scheduled' | 'paid' | 'overdue' | 'accelerated';

export type Payout = {
  product_id: string;
  title: string;
  seq: number;
  due_on: string;
  principal: number;
  interest: number;
  tax: number;
  tax_income?: number;
  tax_local?: number;
  fee?: number;
  net: number;
  status: PayoutStatus;
  paid_at?: string | null;
};

export type ScheduleRange = { from?: string; to?: string };

export const getDashboardSchedule = (range: ScheduleRange, signal?: AbortSignal) =>
  api.get<Payout[] | { items: Payout[] }>('/dashboard/schedule', { from: range.from, to: range.to }, signal).then((b) => (Array.isArray(b) ? b : b.items));

export const dashboardScheduleQueryOptions = (range: ScheduleRange = {}) =>
  queryOptions({ queryKey: ['dashboard', 'schedule', range], queryFn: ({ signal }) => getDashboardSchedule(range, signal) });

export const useDashboardSchedule = (range: ScheduleRange = {}) => useQuery(dashboardScheduleQueryOptions(range));


