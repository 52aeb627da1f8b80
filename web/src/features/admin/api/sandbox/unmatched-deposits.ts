import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

/**
 * Why the deposit was credited to nobody: no virtual account has its number, or its amount is
 * out of bounds (over the maximum per deposit, or more than a wallet can hold): to be returned.
 */
export type UnmatchedReason = 'unknown_account' | 'amount_out_of_bounds' | 'payment_refused';

export type UnmatchedDeposit = {
  tid: string;
  account_number: string;
  amount: number;
  depositor_name: string;
  at: string;
  received_at: string;
  assigned_user_id: string | null;
  assigned_at: string | null;
  reason: UnmatchedReason;
};

/** GET /admin/bank/unmatched_deposits: money the bank reported that was credited to nobody, with the reason. */
export const getUnmatchedDeposits = (page: number, signal?: AbortSignal) => api.get<Page<UnmatchedDeposit>>('/admin/bank/unmatched_deposits', { page, size: 20 }, signal);

export const useUnmatchedDeposits = (page: number) =>
  useQuery({ queryKey: ['admin', 'unmatched-deposits', page], queryFn: ({ signal }) => getUnmatchedDeposits(page, signal), placeholderData: keepPreviousData });
