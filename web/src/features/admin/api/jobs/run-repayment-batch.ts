import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminJobsKey } from './get-jobs-overview';

/** POST /admin/jobs/repayments {as_of} → 202 {job_id} */
export const runRepaymentBatch = (asOf: string) => api.post<{ job_id: string }>('/admin/jobs/repayments', { as_of: asOf });

/** The new run shows in the latest runs at once. */
export const useRunRepaymentBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runRepaymentBatch, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminJobsKey }) });
};
