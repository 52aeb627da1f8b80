import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { useReplayProjection } from '../../api/ledger/replay-projection';
import { verifyLedger, type ProjectionReport } from '../../api/ledger/verify-ledger';

function Outcome({ row }: { row: ProjectionReport }) {
  if (row.ok) return <span className="positive">일치</span>;
  return (
    <details>
      <summary className="negative">불일치 {row.differences.length}개 테이블</summary>
      {row.differences.map((d) => (
        <div key={d.table}>
          <strong>{d.table}</strong>
          <pre className="code-block">{JSON.stringify({ 현재값에만: d.only_in_live, 기록에만: d.only_in_log }, null, 2)}</pre>
        </div>
      ))}
    </details>
  );
}

function reportColumns(replay: { busy: boolean; run: (name: string) => void }): Column<ProjectionReport>[] {
  return [
    { key: 'name', header: '프로젝션', primary: true, cell: (row) => row.name },
    { key: 'position', header: '위치', numeric: true, cell: (row) => row.position },
    { key: 'lag', header: '지연', numeric: true, cell: (row) => row.lag },
    { key: 'outcome', header: '결과', cell: (row) => <Outcome row={row} /> },
    {
      key: 'replay',
      header: '재구성',
      actions: true,
      cell: (row) => (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={replay.busy}
          onClick={() => {
            if (window.confirm(`${row.name} 읽기 모델을 이벤트 기록에서 다시 만들까요?`)) replay.run(row.name);
          }}
        >
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
  const rebuild = (name: string) =>
    replay.mutate(name, {
      onSuccess: (result) => {
        toast.success(`${result.projection} 읽기 모델을 이벤트 ${result.events.toLocaleString('ko-KR')}건으로 다시 만들었습니다.`);
        verify.mutate();
      },
    });
  return (
    <Card title="프로젝션 검증">
      <p className="muted">이벤트 기록에서 모든 읽기 모델을 다시 계산해 현재 값과 비교합니다. 다른 부분이 있으면 해당 모델을 다시 만들 수 있습니다.</p>
      <button type="button" className="button button--primary" onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? '검증하는 중…' : '지금 검증하기'}
      </button>
      {verify.data ? (
        <>
          <p className={verify.data.ok ? 'positive' : 'negative'} role="status">
            {verify.data.ok ? '모든 프로젝션이 이벤트 기록과 일치합니다.' : '이벤트 기록과 일치하지 않는 프로젝션이 있습니다.'}
          </p>
          <DataTable caption="프로젝션 검증 결과" columns={reportColumns({ busy: replay.isPending, run: rebuild })} rows={verify.data.projections} rowKey={(row) => row.name} />
        </>
      ) : null}
    </Card>
  );
}
