import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Basket } from './types';

export const basketQueryKey = ['basket'] as const;

/** GET /basket (the basket page and the header's count). */
export const getBasket = (signal?: AbortSignal) => api.get<Basket>('/basket', undefined, signal);

export const basketQueryOptions = () => queryOptions({ queryKey: basketQueryKey, queryFn: ({ signal }) => getBasket(signal) });

export const useBasket = (enabled = true) => useQuery({ ...basketQueryOptions(), enabled });
