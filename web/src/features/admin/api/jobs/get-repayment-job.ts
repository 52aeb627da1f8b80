import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { adminLoansKey } from '../loans/get-admin-loans';
import { adminJobsKey } from './get-jobs-overview';
import type { RepaymentJob } from './job.types';

const isFinished = (job: RepaymentJob | undefined) => job?.status === 'completed' || job?.status === 'failed';

/** GET /admin/jobs/{job_id}, polled every second while the run is still going. */
export const getRepaymentJob = (jobId: string, signal?: AbortSignal) => api.get<RepaymentJob>(`/admin/jobs/${encodeURIComponent(jobId)}`, undefined, signal);

export const useRepaymentJob = (jobId: string | null) => {
  const job = useQuery({
    queryKey: [...adminJobsKey, jobId],
    queryFn: ({ signal }) => getRepaymentJob(jobId ?? '', signal),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 1_000),
  });
  // A finished run changed installments and loans: they are read again, once.
  const queryClient = useQueryClient();
  const finished = isFinished(job.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: adminLoansKey });
  }, [finished, queryClient]);
  return job;
};
