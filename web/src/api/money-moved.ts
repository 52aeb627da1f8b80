import type { QueryClient } from '@tanstack/react-query';

/** What shows balances, holdings, limits or funding: stale once an investment is placed, kept or cancelled. */
const STALE_AFTER_MONEY_MOVED = [['wallet'], ['basket'], ['products'], ['investments'], ['dashboard'], ['invest-limits']];

export function invalidateAfterMoneyMoved(queryClient: QueryClient) {
  for (const queryKey of STALE_AFTER_MONEY_MOVED) void queryClient.invalidateQueries({ queryKey });
}
