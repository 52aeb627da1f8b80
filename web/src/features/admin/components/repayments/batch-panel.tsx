import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/card';
import { ProgressBar } from '@/components/progress-bar';
import { TextField } from '@/components/text-field';
import { formatDate } from '@/lib/format';
import { useBusinessToday } from '../../api/sandbox/get-business-clock';
import { useRepaymentJob } from '../../api/jobs/get-repayment-job';
import type { RepaymentJob } from '../../api/jobs/job.types';
import { useRunRepaymentBatch } from '../../api/jobs/run-repayment-batch';
import { JOB_STATUS_LABELS } from './job-labels';
import { RecentRuns } from './recent-runs';

/** The run just started: its status, how many installments it paid, and a bar that fills as it goes. */
function JobProgress({ job }: { job: RepaymentJob }) {
  // A run with nothing to pay has total 0: its bar is full once it completed.
  const [value, max] = job.total ? [job.processed, job.total] : [job.status === 'completed' ? 1 : 0, 1];
  return (
    <div className="limit" aria-live="polite">
      <div className="limit__head">
        <span>
          작업 {job.job_id.slice(0, 8)} · {JOB_STATUS_LABELS[job.status]} · 회차 {job.installments}건
        </span>
        <span>
          처리 {job.processed} / {job.total} · 실패 {job.failed}
        </span>
      </div>
      <ProgressBar label="상환 배치 진행률" value={value} max={max} tone={job.failed > 0 ? 'warning' : 'primary'} />
      {job.error ? <p className="negative">{job.error}</p> : null}
    </div>
  );
}

/** Runs the repayment batch for a date (at most the business today) and follows the run. */
export function BatchPanel() {
  // Runs are dated at most the business today (the sandbox's clock, else the real today).
  const businessToday = useBusinessToday();
  const [chosenAsOf, setAsOf] = useState<string | null>(null);
  const asOf = chosenAsOf ?? businessToday;
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useRepaymentJob(jobId);
  const run = useRunRepaymentBatch();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate(asOf, {
      onSuccess: ({ job_id }) => {
        toast.success('상환 배치를 시작했습니다.');
        setJobId(job_id);
      },
    });
  };
  return (
    <Card title="상환 배치" className="stack">
      <form className="form form--inline" onSubmit={onSubmit}>
        <TextField label="기준일" type="date" value={asOf} max={businessToday} onChange={(e) => setAsOf(e.target.value)} help={`이 날짜까지 도래했고 차입자 상환금이 들어온 회차를 모두 지급합니다. 오늘(${formatDate(businessToday)}) 이후 날짜로는 실행할 수 없으며, 연체는 언제나 오늘을 기준으로 판단합니다.`} required />
        <button type="submit" className="button button--primary" disabled={run.isPending}>
          지금 실행
        </button>
      </form>
      {job.data ? <JobProgress job={job.data} /> : null}
      <h3 className="section-title">최근 실행</h3>
      <RecentRuns />
    </Card>
  );
}
