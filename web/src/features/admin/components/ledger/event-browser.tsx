import { useState, type FormEvent } from 'react';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { TextField } from '@/components/text-field';
import { formatDateTime } from '@/lib/format';
import { useEvents, type EventFilter, type LoggedEvent } from '../../api/ledger/get-events';
import { eventTypeName } from '../event-labels';
import { NamedId } from './named-id';

function eventColumns(showStream: (streamId: string) => void): Column<LoggedEvent>[] {
  return [
    { key: 'position', header: '순번', numeric: true, cell: (e) => e.global_position },
    { key: 'at', header: '기록 시각', cell: (e) => formatDateTime(e.recorded_at) },
    {
      key: 'stream',
      header: '기록 대상',
      cell: (e) => (
        <button type="button" className="button button--ghost button--small" onClick={() => showStream(e.stream_id)}>
          {e.stream_id}
        </button>
      ),
    },
    { key: 'version', header: '대상별 순번', numeric: true, cell: (e) => e.stream_version },
    { key: 'type', header: '일어난 일', primary: true, cell: (e) => <NamedId name={eventTypeName(e.type)} id={e.type} /> },
    {
      key: 'body',
      header: '내용',
      cell: (e) => (
        <details>
          <summary>보기</summary>
          <pre className="code-block">{JSON.stringify({ data: e.data, metadata: e.metadata }, null, 2)}</pre>
        </details>
      ),
    },
  ];
}

/** The event log's filter: a record subject (stream, or a prefix with *) and an event type. */
function EventFilterForm({ onFilter }: { onFilter: (stream: string, type: string) => void }) {
  const [draft, setDraft] = useState({ stream: '', type: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(draft.stream.trim(), draft.type.trim());
  };
  return (
    <form className="form form--inline" onSubmit={onSubmit}>
      <TextField label="기록 대상" value={draft.stream} placeholder="loan-… / investor-… / product-* " onChange={(e) => setDraft({ ...draft, stream: e.target.value })} help="대상의 ID(stream)를 넣습니다. 끝에 *를 붙이면 그 접두어로 시작하는 모든 대상을 봅니다." />
      <TextField label="일어난 일 (영문 이름)" value={draft.type} placeholder="RepaymentCredited" onChange={(e) => setDraft({ ...draft, type: e.target.value })} help="표의 회색 영문 이름으로 찾습니다. 예: RepaymentCredited (상환금 지급)" />
      <button type="submit" className="button button--primary">
        조회
      </button>
    </form>
  );
}

/** The event log (거래 원본 기록) a page at a time, oldest first; "이전" walks back through the cursors already seen. */
export function EventBrowser() {
  const [filter, setFilter] = useState<EventFilter>({ stream: '', type: '', after: 0, limit: 50 });
  const [history, setHistory] = useState<number[]>([]);
  const events = useEvents(filter);
  const showStream = (stream: string) => setFilter({ ...filter, stream, after: 0 });
  const back = () => {
    setHistory(history.slice(0, -1));
    setFilter({ ...filter, after: history[history.length - 1] ?? 0 });
  };
  const next = () => {
    setHistory([...history, filter.after]);
    setFilter({ ...filter, after: Number(events.data?.next_cursor ?? 0) });
  };
  return (
    <Card title="거래 원본 기록" className="stack">
      <EventFilterForm
        onFilter={(stream, type) => {
          setHistory([]);
          setFilter({ ...filter, stream, type, after: 0 });
        }}
      />
      <AsyncBoundary query={events} isEmpty={(data) => data.items.length === 0} empty={{ title: '기록이 없습니다.' }}>
        {(data) => <DataTable caption="거래 원본 기록" columns={eventColumns(showStream)} rows={data.items} rowKey={(e) => String(e.global_position)} />}
      </AsyncBoundary>
      <div className="button-row">
        <button type="button" className="button button--ghost" disabled={history.length === 0} onClick={back}>
          이전
        </button>
        <button type="button" className="button button--ghost" disabled={!events.data?.next_cursor} onClick={next}>
          다음
        </button>
      </div>
    </Card>
  );
}
