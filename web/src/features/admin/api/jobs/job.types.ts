// The repayment batch's runs and the queues behind them (GET /admin/jobs, /admin/jobs/{job_id}).
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
