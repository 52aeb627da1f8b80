import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegistryReconciliation } from './registry.types';

export const registryReconciliationKey = ['admin', 'registry', 'reconciliation'] as const;

/** GET /admin/registry/reconciliation: each investor's outstanding principal, the registry's against the platform's. */
export const getRegistryReconciliation = (signal?: AbortSignal) => api.get<RegistryReconciliation>('/admin/registry/reconciliation', undefined, signal);

export const registryReconciliationQueryOptions = () =>
  queryOptions({ queryKey: registryReconciliationKey, queryFn: ({ signal }) => getRegistryReconciliation(signal) });

export const useRegistryReconciliation = () => useQuery({ ...registryReconciliationQueryOptions(), refetchInterval: 30_000 });
