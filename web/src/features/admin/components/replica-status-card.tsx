import { AsyncBoundary } from '@/components/async-boundary';
import { formatDateTime } from '@/lib/format';
import { useHealth, type ReplicaHealth } from '../api/health';
import { Card } from '@/components/card';

function Replica({ replica }: { replica: ReplicaHealth }) {
  if (replica === null) return <p className="muted">읽기 복제본이 설정되지 않았습니다. 모든 조회를 주 데이터베이스에서 처리합니다.</p>;
  return (
    <>
      <p role="status">
        상태: <span className={replica.status === 'ok' ? 'positive' : 'negative'}>{replica.status === 'ok' ? '정상' : '응답 없음 (주 데이터베이스에서 조회 중)'}</span>
      </p>
      <p>
        복제 지연: {replica.lag_seconds === null ? '-' : `${replica.lag_seconds.toLocaleString('ko-KR')}초`}
        {replica.lag_bytes === null ? '' : ` (${replica.lag_bytes.toLocaleString('ko-KR')}바이트)`}
      </p>
      <p className="muted">확인 시각: {formatDateTime(replica.checked_at)}</p>
    </>
  );
}

/** How far behind the read replica is (GET /api/health `replica`): investors' main screens read it when it keeps up. */
export function ReplicaStatusCard() {
  const health = useHealth();
  return (
    <Card title="읽기 복제본">
      <AsyncBoundary query={health}>{(data) => <Replica replica={data.replica ?? null} />}</AsyncBoundary>
    </Card>
  );
}
