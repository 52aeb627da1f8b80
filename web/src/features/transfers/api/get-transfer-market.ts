import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TransferMarket } from '@/api/transfer.types';

/**
 * GET /transfers/listings: the open listings (the API's largest page, 100: the market's filters
 * narrow them here, on the page, as the server takes no criteria) and the viewer's eligibility.
 */
export const MARKET_PAGE_SIZE = 100;

export const getTransferMarket = (signal?: AbortSignal) => api.get<TransferMarket>('/transfers/listings', { size: MARKET_PAGE_SIZE }, signal);

export const transferMarketQueryKey = ['transfers', 'listings'] as const;

export const transferMarketQueryOptions = () => queryOptions({ queryKey: transferMarketQueryKey, queryFn: ({ signal }) => getTransferMarket(signal) });

export const useTransferMarket = (enabled = true) => useQuery({ ...transferMarketQueryOptions(), enabled });
