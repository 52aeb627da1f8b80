import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Vaccount = { bank_code: string; bank_name: string; account_number: string; holder_name: string; issued_at: string };
export type Wallet = {
  balance: number;
  held: number;
  withdrawable: number;
  vaccount: Vaccount | null;
  withdraw_account: { bank_code: string; account_number: string; holder_name: string; status: string } | null;
};

export type WalletTransaction = {
  id: string;
  at: string;
  type: string;
  amount: number;
  held_change: number;
  balance_after: number;
  memo: string;
  product_id?: string;
};

export const walletQueryOptions = () =>
  queryOptions({ queryKey: ['wallet'], queryFn: ({ signal }) => api.get<Wallet>('/wallet', undefined, signal) });

export const useWallet = () => useQuery(walletQueryOptions());

export const useWalletTransactions = (limit = 20) =>
  useQuery({
    queryKey: ['wallet', 'transactions', { limit }],
    queryFn: ({ signal }) =>
      api.get<{ items: WalletTransaction[]; next_cursor: string | null }>('/wallet/transactions', { limit }, signal),
  });

export const createVaccount = () => api.post<Vaccount>('/vaccount', {});

/** Sandbox only: the simulated bank sends a real signed deposit notification. */
export const sandboxDeposit = (amount: number) => api.post<{ tid: string; balance: number }>('/sandbox/deposits', { amount });

export const TRANSACTION_LABELS: Record<string, string> = {
  deposit: '입금',
  withdrawal: '출금',
  withdrawal_restored: '출금 취소(복원)',
  invest_hold: '투자 신청',
  invest_cancel: '투자 취소',
  invest_execute: '투자 실행',
  repayment_principal: '원금 상환',
  repayment_interest: '이자 지급',
  tax: '세금',
  fee: '수수료',
};
