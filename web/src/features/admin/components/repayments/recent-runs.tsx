import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { formatDate, formatDateTime } from '@/lib/format';
import { useJobsOverview } from '../../api/jobs/get-jobs-overview';
import type { RepaymentJob } from '../../api/jobs/job.types';
import { JOB_STATUS_LABELS, JOB_TRIGGER_LABELS, queueSummary } from './job-labels';

const RUN_COLUMNS: Column<RepaymentJob>[] = [
  { key: 'created', header: '시작', primary: true, cell: (r) => formatDateTime(r.created_at) },
  { key: 'as-of', header: '기준일', cell: (r) => formatDate(r.as_of) },
  { key: 'trigger', header: '실행 주체', cell: (r) => JOB_TRIGGER_LABELS[r.trigger] },
  { key: 'status', header: '상태', cell: (r) => JOB_STATUS_LABELS[r.status] },
  { key: 'installments', header: '회차', numeric: true, cell: (r) => r.installments },
  { key: 'done', header: '처리 / 실패', numeric: true, cell: (r) => `${r.processed} / ${r.failed}` },
];

/** The queues' counts and the latest batch runs (refreshed every 5 seconds). */
export function RecentRuns() {
  const overview = useJobsOverview();
  return (
    <AsyncBoundary query={overview}>
      {(data) => (
        <>
          <p className="muted">{data.queues.map(queueSummary).join(' · ')}</p>
          <DataTable caption="최근 상환 배치 실행" columns={RUN_COLUMNS} rows={data.last_runs} rowKey={(r) => r.job_id} />
        </>
      )}
    </AsyncBoundary>
  );
}
