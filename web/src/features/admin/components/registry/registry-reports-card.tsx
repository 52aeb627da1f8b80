// The reports to the central record-keeper (중앙기록관리기관, 온투법 33조①) as operators watch them:
// how many wait to be delivered and for how long, the ones the sender keeps failing, and whether
// each investor's outstanding principal as the registry knows it matches the platform's.
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { formatDateTime, formatWon } from '@/lib/format';
import { usePendingRegistryReports } from '../../api/registry/get-registry-reports';
import { useRegistryReconciliation } from '../../api/registry/get-registry-reconciliation';
import type { RegistryReconciliation, RegistryReport, RegistryReportsOverview } from '../../api/registry/registry.types';
import { ageLabel, REPORT_KIND_LABELS } from './registry-labels';

const PENDING_COLUMNS: Column<RegistryReport>[] = [
  { key: 'at', header: '발생 시각', primary: true, cell: (r) => formatDateTime(r.at) },
  { key: 'kind', header: '보고 유형', cell: (r) => REPORT_KIND_LABELS[r.kind] },
  { key: 'user', header: '투자자 ID', cell: (r) => <code>{r.user_id}</code> },
  { key: 'amount', header: '금액', numeric: true, cell: (r) => formatWon(r.amount) },
  { key: 'attempts', header: '시도', numeric: true, cell: (r) => `${r.attempts}회` },
  { key: 'next', header: '다음 시도', cell: (r) => formatDateTime(r.next_attempt_at) },
  { key: 'error', header: '마지막 오류', cell: (r) => r.last_error ?? '-' },
];

function Outbox({ data }: { data: RegistryReportsOverview }) {
  const { pending, acknowledged, stuck } = data.counts;
  return (
    <>
      <p role="status">
        전달 대기 <strong className={pending > 0 ? 'negative' : 'positive'}>{pending.toLocaleString('ko-KR')}건</strong>
        {' · '}전달 완료 {acknowledged.toLocaleString('ko-KR')}건
        {stuck > 0 ? <> · <span className="negative">10회 이상 실패 {stuck.toLocaleString('ko-KR')}건</span></> : null}
      </p>
      {data.oldest_pending_age_seconds !== null ? <p>가장 오래 기다린 보고: {ageLabel(data.oldest_pending_age_seconds)} 전에 만들어졌습니다.</p> : null}
      {data.items.length > 0 ? <DataTable caption="전달을 기다리는 보고" columns={PENDING_COLUMNS} rows={data.items} rowKey={(r) => r.id} /> : null}
    </>
  );
}

function Reconciliation({ data }: { data: RegistryReconciliation }) {
  if (data.ok) return <p className="positive">모든 투자자의 잔여 원금이 중앙기록관리기관의 기록과 일치합니다.</p>;
  return (
    <details>
      <summary className="negative">잔여 원금이 다른 투자자 {data.differences.length.toLocaleString('ko-KR')}명</summary>
      <ul>
        {data.differences.map((d) => (
          <li key={d.user_id}>
            <code>{d.user_id}</code>: 플랫폼 {formatWon(d.platform)}, 중앙기록관리기관 {formatWon(d.registry)}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The registry outbox's state and the reconciliation, refreshed while the screen is open. */
export function RegistryReportsCard() {
  const reports = usePendingRegistryReports();
  const reconciliation = useRegistryReconciliation();
  return (
    <Card title="중앙기록관리기관 보고">
      <p className="muted">투자 신청·취소, 대출 실행, 원금 상환은 모두 중앙기록관리기관에 보고합니다. 기관이 응답하지 않으면 보고는 대기했다가 자동으로 다시 전달합니다.</p>
      <AsyncBoundary query={reports}>{(data) => <Outbox data={data} />}</AsyncBoundary>
      <h3>잔여 원금 대조</h3>
      <AsyncBoundary query={reconciliation}>{(data) => <Reconciliation data={data} />}</AsyncBoundary>
    </Card>
  );
}
