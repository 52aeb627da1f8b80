import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The invest box's limits and the room left (null = unlimited), typed by the server's endpoint schema. */
export type { InvestLimits } from '@server/investing/http/investing-answers.schema';
import type { InvestLimits } from '@server/investing/http/investing-answers.schema';

/** GET /invest_limits?product_id=: the investor's remaining room, overall and with this product's borrower. */
export const getInvestLimits = (productId: string, signal?: AbortSignal) => api.get<InvestLimits>('/invest_limits', { product_id: productId }, signal);

export const investLimitsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['invest-limits', productId], queryFn: ({ signal }) => getInvestLimits(productId, signal) });

export const useInvestLimits = (productId: string, enabled: boolean) => useQuery({ ...investLimitsQueryOptions(productId), enabled });
