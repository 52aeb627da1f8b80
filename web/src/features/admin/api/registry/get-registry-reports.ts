import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegistryReportsOverview } from './registry.types';

export const registryReportsKey = ['admin', 'registry', 'reports', 'pending'] as const;

/** GET /admin/registry/reports?state=pending: the outbox's counts and the oldest reports still to deliver. */
export const getPendingRegistryReports = (signal?: AbortSignal) =>
  api.get<RegistryReportsOverview>('/admin/registry/reports', { state: 'pending', limit: 20 }, signal);

export const pendingRegistryReportsQueryOptions = () => queryOptions({ queryKey: registryReportsKey, queryFn: ({ signal }) => getPendingRegistryReports(signal) });

/** Refreshed every 5 seconds while the screen is open: the sender works in the background. */
export const usePendingRegistryReports = () => useQuery({ ...pendingRegistryReportsQueryOptions(), refetchInterval: 5_000 });
