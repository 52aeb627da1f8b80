import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InvestmentItem, PlacedInvestments } from './types';

/**
 * POST /invest_tickets then POST /investments: all items or none. `acknowledged: true` is the
 * investor's confirmation, ticked in the confirmation dialog, that they read each product's
 * disclosure and know principal can be lost (온투법 22조③); a fresh ticket per attempt.
 */
export async function placeInvestments(items: InvestmentItem[]): Promise<PlacedInvestments> {
  const { ticket } = await api.post<{ ticket: string; expires_at: string }>('/invest_tickets', {});
  return api.post<PlacedInvestments>('/investments', { ticket, acknowledged: true, items });
}

/** Money moved: every read that shows balances, holdings, limits or funding is stale. */
const STALE_AFTER_INVESTING = [['wallet'], ['basket'], ['products'], ['investments'], ['dashboard'], ['invest-limits']];

export const usePlaceInvestments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeInvestments,
    onSuccess: () => {
      for (const queryKey of STALE_AFTER_INVESTING) void queryClient.invalidateQueries({ queryKey });
    },
  });
};
