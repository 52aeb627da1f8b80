// GET/PUT/DELETE /me/auto_invest: the investor's standing contract (자동투자 기본계약), what it
// placed and skipped, and its share of the portfolio.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The answers are typed by the server's endpoint schemas (server/src/auto-invest/http), the same
// schemas that document them; type-only, so Vite never bundles them.
export type { AutoInvestContract, AutoInvestCriteria, AutoInvestView } from '@server/auto-invest/http/auto-invest-answers.schema';
import type { AutoInvestContract, AutoInvestView } from '@server/auto-invest/http/auto-invest-answers.schema';

/** PUT /me/auto_invest's body, typed by the endpoint's schema. */
export type { AutoInvestRequest } from '@server/auto-invest/http/auto-invest-requests.schema';
import type { AutoInvestRequest } from '@server/auto-invest/http/auto-invest-requests.schema';

export const autoInvestKey = ['auto-invest'] as const;

export const autoInvestQueryOptions = () =>
  queryOptions({ queryKey: autoInvestKey, queryFn: ({ signal }) => api.get<AutoInvestView>('/me/auto_invest', undefined, signal) });

export const useAutoInvest = () => useQuery(autoInvestQueryOptions());

/** PUT: set the contract, or replace it with a new version; a refusal is shown beside the form. */
export function useSaveAutoInvest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AutoInvestRequest) => api.put<{ contract: AutoInvestContract }>('/me/auto_invest', request),
    meta: { inlineError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: autoInvestKey }),
  });
}

/** DELETE: stop at once; a refusal is shown in the confirmation dialog. */
export function useStopAutoInvest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ contract: AutoInvestContract }>('/me/auto_invest'),
    meta: { inlineError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: autoInvestKey }),
  });
}
