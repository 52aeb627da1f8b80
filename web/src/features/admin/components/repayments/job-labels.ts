import type { JobStatus, RepaymentJob } from '../../api/jobs/job.types';

export const JOB_STATUS_LABELS: Record<JobStatus, string> = { waiting: '대기', active: '진행 중', completed: '완료', failed: '실패' };
export const JOB_TRIGGER_LABELS: Record<RepaymentJob['trigger'], string> = { operator: '운영자', scheduler: '일일 스케줄러', startup: '시작 작업' };

const QUEUE_LABELS: Record<string, string> = { commands: '명령 처리', repayments: '상환 배치' };
const QUEUE_KIND_LABELS: Record<string, string> = { bullmq: 'Redis', 'in-process': '서버 내부' };
const QUEUE_COUNT_LABELS: Record<string, string> = { waiting: '대기', active: '처리 중', completed: '완료', failed: '실패', delayed: '예약', paused: '일시 중지', prioritized: '우선 대기' };

/** "명령 처리 대기열 (Redis): 대기 0, 처리 중 1, …": the queue's state in Korean for operators. */
export function queueSummary(q: { name: string; kind: string; counts: Record<string, number> }): string {
  const counts = Object.entries(q.counts)
    .map(([k, v]) => `${QUEUE_COUNT_LABELS[k] ?? k} ${v}`)
    .join(', ');
  return `${QUEUE_LABELS[q.name] ?? q.name} 대기열 (${QUEUE_KIND_LABELS[q.kind] ?? q.kind}): ${counts}`;
}
