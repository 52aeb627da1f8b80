import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TransactionType =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_restored'
  | 'invest_hold'
  | 'invest_cancel'
  | 'invest_execute'
  | 'repayment_principal'
  | 'repayment_interest'
  | 'tax'
  | 'fee';

export type Transaction = { id: string; at: string; type: TransactionType; amount: number; held_change: number; balance_after: number; memo: string; product_id?: string };
export type TransactionsPage = { items: Transaction[]; next_cursor: string | null };

export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  deposit: '입금',
  withdrawal: '출금',
  withdrawal_restored: '출금 실패 복원',
  invest_hold: '투자 신청',
  invest_cancel: '투자 취소',
  invest_execute: '투자 실행',
  repayment_principal: '원금 상환',
  repayment_interest: '이자 지급',
  tax: '세금 원천징수',
  fee: '수수료',
};

/** GET /wallet/transactions for the dashboard's 거래 내역 tab (a page of 30, filtered by type). */
export const getTransactions = (type: TransactionType | '', cursor: string | null, signal?: AbortSignal) =>
  api.get<TransactionsPage>('/wallet/transactions', { type: type || undefined, limit: 30, cursor: cursor ?? undefined }, signal);

export const transactionsQueryOptions = (type: TransactionType | '') =>
  infiniteQueryOptions({
    queryKey: ['wallet', 'transactions', 'dashboard', type],
    queryFn: ({ pageParam, signal }) => getTransactions(type, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useTransactions = (type: TransactionType | '') => useInfiniteQuery(transactionsQueryOptions(type));
