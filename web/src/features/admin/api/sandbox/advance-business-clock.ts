import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BUSINESS_CLOCK_KEY, type BusinessClock } from './get-business-clock';

/** POST /admin/sandbox/clock {advance_days}: forward only. */
export const advanceBusinessClock = (advanceDays: number) => api.post<BusinessClock>('/admin/sandbox/clock', { advance_days: advanceDays });

/** Moving the clock changes what every calendar screen shows: everything is read again. */
export const useAdvanceBusinessClock = (onDone?: (clock: BusinessClock) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceBusinessClock,
    onSuccess: (clock) => {
      queryClient.setQueryData(BUSINESS_CLOCK_KEY, clock);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== BUSINESS_CLOCK_KEY[0] || q.queryKey[1] !== BUSINESS_CLOCK_KEY[1] });
      onDone?.(clock);
    },
  });
};
