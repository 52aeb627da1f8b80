import { useState, type FormEvent } from 'react';
import { AsyncBoundary } from '@/components/async-boundary';
import { Card } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { TextField } from '@/components/text-field';
import { formatDateTime } from '@/lib/format';
import { useInvestorHistory, type HistoryLine } from '../../api/ledger/get-investor-history';
import { eventTypeName } from '../event-labels';
import { NamedId } from './named-id';

const COLUMNS: Column<HistoryLine>[] = [
  { key: 'at', header: '시각', cell: (l) => formatDateTime(l.at) },
  { key: 'type', header: '일어난 일', primary: true, cell: (l) => <NamedId name={eventTypeName(l.type)} id={l.type} /> },
  { key: 'amount', header: '예치금 변동', numeric: true, cell: (l) => <Money won={l.amount} className={l.amount < 0 ? 'negative' : undefined} /> },
  { key: 'held', header: '투자 대기 변동', numeric: true, cell: (l) => <Money won={l.held_change} /> },
  { key: 'balance', header: '예치금 잔액', numeric: true, cell: (l) => <Money won={l.balance_after} /> },
  { key: 'held-after', header: '투자 대기 잔액', numeric: true, cell: (l) => <Money won={l.held_after} /> },
];

/** An investor's ledger as it stood at a past moment (the original records replayed up to then). */
export function HistoryPanel() {
  const [email, setEmail] = useState('');
  const [asOf, setAsOf] = useState('');
  const [query, setQuery] = useState<{ email: string; asOf: string } | null>(null);
  const history = useInvestorHistory(query);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // datetime-local is Korea time here: send it with its offset.
    setQuery({ email: email.trim(), asOf: asOf ? `${asOf}:00+09:00` : '' });
  };
  return (
    <Card title="투자자 원장 (과거 시점)" className="stack">
      <form className="form form--inline" onSubmit={onSubmit}>
        <TextField label="이메일" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField label="기준 시각 (한국 시간)" type="datetime-local" value={asOf} onChange={(e) => setAsOf(e.target.value)} help="비워 두면 현재 시각 기준입니다." />
        <button type="submit" className="button button--primary">
          조회
        </button>
      </form>
      {query ? (
        <AsyncBoundary query={history}>
          {(data) => (
            <>
              <p>
                {data.user.name} ({data.user.email}) · {formatDateTime(data.as_of)} 기준 예치금 <strong><Money won={data.balance} /></strong>, 투자 대기 <Money won={data.held} />
              </p>
              <DataTable caption="투자자 원장" columns={COLUMNS} rows={data.lines} rowKey={(l) => String(l.position)} />
            </>
          )}
        </AsyncBoundary>
      ) : null}
    </Card>
  );
}
