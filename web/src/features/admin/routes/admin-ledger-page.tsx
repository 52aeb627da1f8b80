import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { TextField } from '@/components/text-field';
import { formatDateTime, formatWon } from '@/lib/format';
import { replayProjection, useEvents, useInvestorHistory, verifyLedger, type EventFilter } from '../api/ledger';
import { eventTypeLabel } from '../components/event-labels';
import { ReplicaStatusCard } from '../components/replica-status-card';

/** Fields side by side, bottoms aligned (help texts differ in height). */
const INLINE_FORM = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' } as const;

function VerifyPanel() {
  const verify = useMutation({ mutationFn: verifyLedger });
  const replay = useMutation({
    mutationFn: replayProjection,
    onSuccess: (result) => {
      toast.success(`${result.projection} 읽기 모델을 이벤트 ${result.events.toLocaleString('ko-KR')}건으로 다시 만들었습니다.`);
      verify.mutate();
    },
  });
  return (
    <section className="card" aria-labelledby="verify-heading">
      <h2 id="verify-heading" className="card__title">
        프로젝션 검증
      </h2>
      <p className="muted">이벤트 기록에서 모든 읽기 모델을 다시 계산해 현재 값과 비교합니다. 다른 부분이 있으면 해당 모델을 다시 만들 수 있습니다.</p>
      <button type="button" className="button button--primary" onClick={() => verify.mutate()} disabled={verify.isPending}>
        {verify.isPending ? '검증하는 중…' : '지금 검증하기'}
      </button>
      {verify.data ? (
        <>
          <p className={verify.data.ok ? 'positive' : 'negative'} role="status">
            {verify.data.ok ? '모든 프로젝션이 이벤트 기록과 일치합니다.' : '이벤트 기록과 일치하지 않는 프로젝션이 있습니다.'}
          </p>
          <div className="table-wrap" tabIndex={0}>
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
                    <td>
                      {row.ok ? (
                        <span className="positive">일치</span>
                      ) : (
                        <details>
                          <summary className="negative">불일치 {row.differences.length}개 테이블</summary>
                          {row.differences.map((d) => (
                            <div key={d.table}>
                              <strong>{d.table}</strong>
                              <pre className="code-block">{JSON.stringify({ 현재값에만: d.only_in_live, 기록에만: d.only_in_log }, null, 2)}</pre>
                            </div>
                          ))}
                        </details>
                      )}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        disabled={replay.isPending}
                        onClick={() => {
                          if (window.confirm(`${row.name} 읽기 모델을 이벤트 기록에서 다시 만들까요?`)) replay.mutate(row.name);
                        }}
                      >
                        다시 만들기
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}

function EventBrowser() {
  const [draft, setDraft] = useState({ stream: '', type: '' });
  const [filter, setFilter] = useState<EventFilter>({ stream: '', type: '', after: 0, limit: 50 });
  const [history, setHistory] = useState<number[]>([]);
  const events = useEvents(filter);
  return (
    <section className="card" aria-labelledby="events-heading">
      <h2 id="events-heading" className="card__title">
        이벤트 기록
      </h2>
      <form
        className="form" style={INLINE_FORM}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setHistory([]);
          setFilter({ ...filter, stream: draft.stream.trim(), type: draft.type.trim(), after: 0 });
        }}
      >
        <TextField label="스트림" value={draft.stream} placeholder="loan-… / investor-… / product-* " onChange={(e) => setDraft({ ...draft, stream: e.target.value })} help="끝에 *를 붙이면 그 접두어로 시작하는 모든 스트림을 봅니다." />
        <TextField label="이벤트 종류" value={draft.type} placeholder="RepaymentCredited" onChange={(e) => setDraft({ ...draft, type: e.target.value })} />
        <button type="submit" className="button button--primary">
          조회
        </button>
      </form>
      {events.isPending ? (
        <LoadingBlock />
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} />
      ) : events.data.items.length === 0 ? (
        <EmptyState title="이벤트가 없습니다." />
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">위치</th>
                <th scope="col">기록 시각</th>
                <th scope="col">스트림</th>
                <th scope="col">버전</th>
                <th scope="col">종류</th>
                <th scope="col">내용</th>
              </tr>
            </thead>
            <tbody>
              {events.data.items.map((e) => (
                <tr key={e.global_position}>
                  <td className="num">{e.global_position}</td>
                  <td>{formatDateTime(e.recorded_at)}</td>
                  <td>
                    <button type="button" className="button button--ghost button--small" onClick={() => setFilter({ ...filter, stream: e.stream_id, after: 0 })}>
                      {e.stream_id}
                    </button>
                  </td>
                  <td className="num">{e.stream_version}</td>
                  <td>{eventTypeLabel(e.type)}</td>
                  <td>
                    <details>
                      <summary>보기</summary>
                      <pre className="code-block">{JSON.stringify({ data: e.data, metadata: e.metadata }, null, 2)}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--ghost"
          disabled={history.length === 0}
          onClick={() => {
            const previous = history[history.length - 1] ?? 0;
            setHistory(history.slice(0, -1));
            setFilter({ ...filter, after: previous });
          }}
        >
          이전
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={!events.data?.next_cursor}
          onClick={() => {
            setHistory([...history, filter.after]);
            setFilter({ ...filter, after: Number(events.data?.next_cursor ?? 0) });
          }}
        >
          다음
        </button>
      </div>
    </section>
  );
}

function HistoryPanel() {
  const [email, setEmail] = useState('');
  const [asOf, setAsOf] = useState('');
  const [query, setQuery] = useState<{ email: string; asOf: string } | null>(null);
  const history = useInvestorHistory(query);
  return (
    <section className="card" aria-labelledby="history-heading">
      <h2 id="history-heading" className="card__title">
        투자자 원장 (과거 시점)
      </h2>
      <form
        className="form" style={INLINE_FORM}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          // datetime-local is Korea time here: send it with its offset.
          setQuery({ email: email.trim(), asOf: asOf ? `${asOf}:00+09:00` : '' });
        }}
      >
        <TextField label="이메일" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField label="기준 시각 (한국 시간)" type="datetime-local" value={asOf} onChange={(e) => setAsOf(e.target.value)} help="비워 두면 현재 시각 기준입니다." />
        <button type="submit" className="button button--primary">
          조회
        </button>
      </form>
      {!query ? null : history.isPending ? (
        <LoadingBlock />
      ) : history.isError ? (
        <ErrorState onRetry={() => void history.refetch()} />
      ) : (
        <>
          <p>
            {history.data.user.name} ({history.data.user.email}) · {formatDateTime(history.data.as_of)} 기준 예치금 <strong>{formatWon(history.data.balance)}</strong>, 투자 대기 {formatWon(history.data.held)}
          </p>
          <div className="table-wrap" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">시각</th>
                  <th scope="col">이벤트</th>
                  <th scope="col">예치금 변동</th>
                  <th scope="col">투자 대기 변동</th>
                  <th scope="col">예치금 잔액</th>
                  <th scope="col">투자 대기 잔액</th>
                </tr>
              </thead>
              <tbody>
                {history.data.lines.map((l) => (
                  <tr key={l.position}>
                    <td>{formatDateTime(l.at)}</td>
                    <td>{eventTypeLabel(l.type)}</td>
                    <td className={`num ${l.amount < 0 ? 'negative' : ''}`}>{formatWon(l.amount)}</td>
                    <td className="num">{formatWon(l.held_change)}</td>
                    <td className="num">{formatWon(l.balance_after)}</td>
                    <td className="num">{formatWon(l.held_after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** /admin/ledger: verify and replay projections, browse the event log, an investor's ledger at a past moment. */
export function AdminLedgerPage() {
  return (
    <Page title="원장" heading="원장 관리" lead="이벤트 기록과 읽기 모델을 대조하고, 원장을 시점별로 확인합니다." wide>
      <VerifyPanel />
      <ReplicaStatusCard />
      <HistoryPanel />
      <EventBrowser />
    </Page>
  );
}
