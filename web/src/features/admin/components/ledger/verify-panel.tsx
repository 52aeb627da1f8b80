// The ledger check in an operator's words (docs/glossary.md "운영 화면 용어"): every 집계표 (read
// model) is computed again from the 거래 원본 기록 (event log) and compared with what the screens
// show; one that differs can be rebuilt, after the app's dialog says what that does.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { useReplayProjection } from '../../api/ledger/replay-projection';
import { verifyLedger, type ProjectionReport } from '../../api/ledger/verify-ledger';
import { projectionName } from '../event-labels';
import { NamedId } from './named-id';

/** "예치금 잔액 집계표", or the identifier itself for a read model with no Korean name. */
const tableName = (name: string) => `${projectionName(name) ?? name} 집계표`;

function Outcome({ row }: { row: ProjectionReport }) {
  if (row.ok) return <span className="positive">일치</span>;
  return (
    <details>
      <summary className="negative">불일치 {row.differences.length}개 테이블</summary>
      {row.differences.map((d) => (
        <div key={d.table}>
          <strong>{d.table}</strong>
          <pre className="code-block">{JSON.stringify({ 지금_값에만: d.only_in_live, 원본_기록에만: d.only_in_log }, null, 2)}</pre>
        </div>
      ))}
    </details>
  );
}

function reportColumns(replay: { busy: boolean; ask: (name: string) => void }): Column<ProjectionReport>[] {
  return [
    { key: 'name', header: '집계표', primary: true, cell: (row) => <NamedId name={projectionName(row.name)} id={row.name} /> },
    { key: 'position', header: '반영한 기록 순번', numeric: true, cell: (row) => row.position },
    { key: 'lag', header: '아직 반영 안 된 기록', numeric: true, cell: (row) => `${row.lag}건` },
    { key: 'outcome', header: '결과', cell: (row) => <Outcome row={row} /> },
    {
      key: 'replay',
      header: '다시 만들기',
      actions: true,
      cell: (row) => (
        <button type="button" className="button button--ghost button--small" disabled={replay.busy} onClick={() => replay.ask(row.name)} aria-label={`${tableName(row.name)} 다시 만들기`}>
          다시 만들기
        </button>
      ),
    },
  ];
}

/** Recomputes every read model from the event log, compares, and rebuilds one that differs. */
export function VerifyPanel() {
  const verify = useMutation({ mutationFn: verifyLedger });
  const replay = useReplayProjection();
  const [asking, setAsking] = useState<string | null>(null);
  const rebuild = (name: string) =>
    replay.mutate(name, {
      onSuccess: (result) => {
        toast.success(`${tableName(result.projection)}를 원본 기록 ${result.events.toLocaleString('ko-KR')}건으로 다시 만들었습니다.`);
        verify.mutate();
      },
      onSettled: () => setAsking(null),
    });
  return (
    <Card title="집계표 검증">
      <p className="muted">거래 원본 기록에서 모든 집계표(화면에 보이는 잔액·내역·현황)를 다시 계산해 지금 값과 비교합니다. 다른 부분이 있으면 그 집계표를 다시 만들 수 있습니다.</p>
      <button type="button" className="button button--primary" onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? '검증하는 중…' : '지금 검증하기'}
      </button>
      {verify.data ? (
        <>
          <p className={verify.data.ok ? 'positive' : 'negative'} role="status">
            {verify.data.ok ? '모든 집계표가 거래 원본 기록과 일치합니다.' : '거래 원본 기록과 일치하지 않는 집계표가 있습니다.'}
          </p>
          <DataTable caption="집계표 검증 결과" columns={reportColumns({ busy: replay.isPending, ask: setAsking })} rows={verify.data.projections} rowKey={(row) => row.name} />
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title="집계표 다시 만들기"
        confirmLabel="다시 만들기"
        busyLabel="다시 만드는 중…"
        busy={replay.isPending}
        onConfirm={() => asking && rebuild(asking)}
        onClose={() => setAsking(null)}
      >
        <p>
          {asking ? tableName(asking) : null}를 거래 원본 기록에서 처음부터 새로 만들어, 다 만들어지면 지금 것과 바꿔 넣습니다. 그동안에도 거래는 멈추지 않고, 원본 기록과
          예치금은 그대로입니다.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
