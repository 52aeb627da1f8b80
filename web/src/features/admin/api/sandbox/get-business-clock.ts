import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { todayInKorea } from '@/lib/format';

/** The platform's business clock (sandbox only): what the calendar decides reads it. */
export type BusinessClock = { now: string; today: string; offset_days: number };

export const BUSINESS_CLOCK_KEY = ['admin', 'business-clock'] as const;

/** GET /admin/sandbox/clock; null outside sandbox mode (404), where the business today is the real one. */
export const getBusinessClock = (signal?: AbortSignal): Promise<BusinessClock | null> =>
  api.get<BusinessClock>('/admin/sandbox/clock', undefined, signal).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  });

export const businessClockQueryOptions = () => queryOptions({ queryKey: BUSINESS_CLOCK_KEY, queryFn: ({ signal }) => getBusinessClock(signal) });

export const useBusinessClock = () => useQuery(businessClockQueryOptions());

/** The date forms default to and are bounded by: the sandbox's business today, else the real Korean today. */
export const useBusinessToday = (): string => {
  const clock = useBusinessClock();
  return clock.data?.today ?? todayInKorea();
};
