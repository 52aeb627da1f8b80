import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Wallet } from './types';

export const walletQueryKey = ['wallet'] as const;

/** GET /wallet. */
export const getWallet = (signal?: AbortSignal) => api.get<Wallet>('/wallet', undefined, signal);

export const walletQueryOptions = () => queryOptions({ queryKey: walletQueryKey, queryFn: ({ signal }) => getWallet(signal) });

export const useWallet = (enabled = true) => useQuery({ ...walletQueryOptions(), enabled });
