import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
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

/** Asks before the batch pays investors: it names the date it runs for and what it pays. */
function BatchConfirm({ asOf, busy, onConfirm, onClose }: { asOf: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog open title="상환 배치 실행 확인" confirmLabel={`${formatDate(asOf)} 기준으로 실행`} busyLabel="시작하는 중…" busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <p>
        <strong>{formatDate(asOf)}</strong> 기준으로 상환 배치를 실행합니다.
      </p>
      <p>이 날짜까지 상환일이 된 회차 가운데 차입자 상환금이 들어온 회차의 원금과 이자를 투자자에게 지급합니다. 지급한 돈은 되돌릴 수 없습니다.</p>
      <p className="muted">이미 지급한 회차는 다시 지급하지 않습니다.</p>
    </ConfirmDialog>
  );
}

/** Runs the repayment batch for a date (at most the business today), after a confirmation, and follows the run. */
export function BatchPanel() {
  // Runs are dated at most the business today (the sandbox's clock, else the real today).
  const businessToday = useBusinessToday();
  const [chosenAsOf, setAsOf] = useState<string | null>(null);
  const asOf = chosenAsOf ?? businessToday;
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useRepaymentJob(jobId);
  const run = useRunRepaymentBatch();
  // The date the operator confirms is the date that runs, even if the field changes behind the dialog.
  const [confirming, setConfirming] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(asOf);
  };
  const confirm = (date: string) =>
    run.mutate(date, {
      onSuccess: ({ job_id }) => {
        toast.success('상환 배치를 시작했습니다.');
        setJobId(job_id);
      },
      onSettled: () => setConfirming(null),
    });
  return (
    <Card title="상환 배치" className="stack">
      <form className="form form--inline" onSubmit={onSubmit}>
        <TextField label="기준일" type="date" value={asOf} max={businessToday} onChange={(e) => setAsOf(e.target.value)} help={`이 날짜까지 도래했고 차입자 상환금이 들어온 회차를 모두 지급합니다. 오늘(${formatDate(businessToday)}) 이후 날짜로는 실행할 수 없으며, 연체는 언제나 오늘을 기준으로 판단합니다.`} required />
        <button type="submit" className="button button--primary" disabled={run.isPending}>
          지금 실행
        </button>
      </form>
      {confirming ? <BatchConfirm asOf={confirming} busy={run.isPending} onConfirm={() => confirm(confirming)} onClose={() => setConfirming(null)} /> : null}
      {job.data ? <JobProgress job={job.data} /> : null}
      <h3 className="section-title">최근 실행</h3>
      <RecentRuns />
    </Card>
  );
}
