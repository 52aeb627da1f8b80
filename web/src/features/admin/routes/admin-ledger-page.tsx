import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { replayProjection, verifyLedger } from '../api/admin-api';

export function AdminLedgerPage() {
  const verify = useMutation({ mutationFn: verifyLedger });
  const replay = useMutation({
    mutationFn: replayProjection,
    onSuccess: (_data, name) => {
      toast.success(`${name} 프로젝션을 다시 만들었습니다.`);
      verify.mutate();
    },
  });
  return (
    <Page title="원장" heading="원장 검증" lead="이벤트 기록에서 모든 프로젝션을 다시 계산해 실제 값과 비교합니다." wide>
      <button type="button" className="button button--primary" onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? '검증하는 중…' : '지금 검증하기'}
      </button>
      {verify.data ? (
        <div className="card">
          <p className={verify.data.ok ? 'positive' : 'negative'}>{verify.data.ok ? '모든 프로젝션이 일치합니다.' : '일치하지 않는 프로젝션이 있습니다.'}</p>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">프로젝션</th>
                  <th scope="col">위치</th>
                  <th scope="col">지연</th>
                  <th scope="col">결과</th>
                  <th scope="col">재구성</th>
                </tr>
              </thead>
              <tbody>
                {verify.data.projections.map((row) => (
                  <tr key={row.name}>
                    <td>{row.name}</td>
                    <td className="num">{row.position}</td>
                    <td className="num">{row.lag}</td>
                    <td>{row.ok ? '일치' : `불일치 ${JSON.stringify(row.differences)}`}</td>
                    <td>
                      <button type="button" className="button button--ghost button--small" disabled={replay.isPending} onClick={() => replay.mutate(row.name)}>
                        다시 만들기
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </Page>
  );
}
