import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Vaccount = { bank_code: string; bank_name: string; account_number: string; holder_name: string; issued_at: string };
export type WithdrawAccount = { bank_code: string; bank_name: string; account_number: string; holder_name: string; status: 'verified'; verified_at?: string };

/** GET /wallet: `balance` can be invested or withdrawn; `held` waits in products still raising funds. */
export type Wallet = {
  balance: number;
  held: number;
  withdrawable: number;
  vaccount: Vaccount | null;
  withdraw_account: WithdrawAccount | null;
  /** The sandbox bank is on (the "모의 입금" form is offered). */
  sandbox?: boolean;
};

export const getWallet = (signal?: AbortSignal) => api.get<Wallet>('/wallet', undefined, signal);

export const walletQueryOptions = () => queryOptions({ queryKey: ['wallet'], queryFn: ({ signal }) => getWallet(signal) });

export const useWallet = () => useQuery(walletQueryOptions());
