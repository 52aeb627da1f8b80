import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api-client';

export type UnmatchedDeposit = {
  tid: string;
  account_number: string;
  amount: number;
  depositor_name: string;
  at: string;
  received_at: string;
  assigned_user_id: string | null;
  assigned_at: string | null;
};

/** GET /admin/bank/unmatched_deposits: money the bank reported for accounts nobody has. */
export const getUnmatchedDeposits = (page: number, signal?: AbortSignal) => api.get<Page<UnmatchedDeposit>>('/admin/bank/unmatched_deposits', { page, size: 20 }, signal);

export const useUnmatchedDeposits = (page: number) =>
  useQuery({ queryKey: ['admin', 'unmatched-deposits', page], queryFn: ({ signal }) => getUnmatchedDeposits(page, signal), placeholderData: keepPreviousData });
