import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type WalletBalance = { balance: number; held: number; vaccount: unknown | null };

/** GET /wallet, for the invest box's 예치금 line. */
export const getWalletBalance = (signal?: AbortSignal) => api.get<WalletBalance>('/wallet', undefined, signal);

export const walletBalanceQueryOptions = () => queryOptions({ queryKey: ['wallet'], queryFn: ({ signal }) => getWalletBalance(signal) });

export const useWalletBalance = (enabled: boolean) => useQuery({ ...walletBalanceQueryOptions(), enabled });
