import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { JobsOverview } from './job.types';

export const adminJobsKey = ['admin', 'jobs'] as const;

/** GET /admin/jobs: the queues' counts and the latest runs, every 5 seconds while the screen is open. */
export const getJobsOverview = (signal?: AbortSignal) => api.get<JobsOverview>('/admin/jobs', undefined, signal);

export const jobsOverviewQueryOptions = () => queryOptions({ queryKey: adminJobsKey, queryFn: ({ signal }) => getJobsOverview(signal) });

export const useJobsOverview = () => useQuery({ ...jobsOverviewQueryOptions(), refetchInterval: 5_000 });
