import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TransactionsPage, TransactionType } from './types';

export type TransactionsFilter = { type?: TransactionType | ''; limit?: number };

/** GET /wallet/transactions: the investor's ledger lines, newest first, a page at a time. */
export const getWalletTransactions = (filter: TransactionsFilter, cursor: string | null, signal?: AbortSignal) =>
  api.get<TransactionsPage>('/wallet/transactions', { type: filter.type || undefined, limit: filter.limit ?? 20, cursor: cursor ?? undefined }, signal);

export const walletTransactionsQueryOptions = (filter: TransactionsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['wallet', 'transactions', filter],
    queryFn: ({ pageParam, signal }) => getWalletTransactions(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useWalletTransactions = (filter: TransactionsFilter = {}) => useInfiniteQuery(walletTransactionsQueryOptions(filter));
