// GET /stats: the platform's figures, public. `as_of` is the business clock's now (docs/design.md
// "Business time"), which is how an investor's screen learns the business today in the sandbox.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The platform's figures; `loss_rate_bp` 손실률: principal written off, net of later recoveries, over all loans executed. */
export type { Stats } from '@server/products/http/product-answers.schema';
import type { Stats } from '@server/products/http/product-answers.schema';

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ['stats'], queryFn: ({ signal }) => api.get<Stats>('/stats', undefined, signal) });

export const useStats = () => useQuery(statsQueryOptions());

/**
 * The business clock's now in ms: `as_of` plus the real time since it was read, so a page left
 * open keeps up. Real time until it is known (the business clock is never behind real time).
 */
export function useBusinessNowMs(): number {
  const stats = useStats();
  const aheadMs = stats.data ? Date.parse(stats.data.as_of) - stats.dataUpdatedAt : 0;
  return Date.now() + (Number.isFinite(aheadMs) && aheadMs > 0 ? aheadMs : 0);
}
