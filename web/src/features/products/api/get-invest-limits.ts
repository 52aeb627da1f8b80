import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The invest box's limits and the room left (null = unlimited), typed by the server's endpoint schema. */
export type { InvestLimits } from '@server/investing/http/investing-answers.schema';
import type { InvestLimits } from '@server/investing/http/investing-answers.schema';
    realty: { used: number; limit: number | null };
    pf?: { used: number; limit: number | null };
    per_borrower_limit: number | null;
    /** Professional (and corporate) investors: their share of one product's target, in bp; null for the others. */
    institutional_share_bp?: number | null;
  };
  /** null = unlimited (or, for `institutional`, not held to a share). */
  remaining: { total: number | null; realty: number | null; pf?: number | null; borrower: number | null; institutional?: number | null };
  invested_in_product: number;
};

/** GET /invest_limits?product_id=: the investor's remaining room, overall and with this product's borrower. */
export const getInvestLimits = (productId: string, signal?: AbortSignal) => api.get<InvestLimits>('/invest_limits', { product_id: productId }, signal);

export const investLimitsQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['invest-limits', productId], queryFn: ({ signal }) => getInvestLimits(productId, signal) });

export const useInvestLimits = (productId: string, enabled: boolean) => useQuery({ ...investLimitsQueryOptions(productId), enabled });
