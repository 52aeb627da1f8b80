import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type JobStatus = 'waiting' | 'active' | 'completed' | 'failed';

export type RepaymentJob = {
  job_id: string;
  status: JobStatus;
  processed: number;
  failed: number;
  total: number;
  installments: number;
  as_of: string;
  trigger: 'operator' | 'scheduler' | 'startup';
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  items?: { product_id: string; seq: number; status: JobStatus; total: number; processed: number; failed: number; error: string | null }[];
};

export type JobsOverview = {
  queues: { name: string; kind: string; counts: Record<string, number> }[];
  last_runs: RepaymentJob[];
  failures: { job_id: string; product_id: string; seq: number; error: string | null; updated_at: string }[];
};

/** POST /admin/jobs/repayments {as_of} → 202 {job_id} */
export const runRepaymentBatch = (asOf: string) => api.post<{ job_id: string }>('/admin/jobs/repayments', { as_of: asOf });

/** GET /admin/jobs */
export const jobsOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'jobs'], queryFn: ({ signal }) => api.get<JobsOverview>('/admin/jobs', undefined, signal) });
export const useJobsOverview = () => useQuery({ ...jobsOverviewQueryOptions(), refetchInterval: 5_000 });

/** GET /admin/jobs/{job_id}, polled every second while the run is still going. */
export const useRepaymentJob = (jobId: string | null) =>
  useQuery({
    queryKey: ['admin', 'jobs', jobId],
    queryFn: ({ signal }) => api.get<RepaymentJob>(`/admin/jobs/${encodeURIComponent(jobId ?? '')}`, undefined, signal),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'completed' || query.state.data.status === 'failed') ? false : 1_000),
  });

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { waiting: '대기', active: '진행 중', completed: '완료', failed: '실패' };
