import { Link } from 'react-router-dom';
import { AsyncBoundary } from '@/components/async-boundary';
import { DataTable, type Column } from '@/components/data-table';
import { Money } from '@/components/money';
import { formatDate, todayInKorea } from '@/lib/format';
import { PAYOUT_STATUS_LABELS } from '@/lib/labels';
import { useDashboardSchedule, type Payout } from '../api/get-dashboard-schedule';
import { monthOf } from './payout-aggregation';

const BADGE: Record<Payout['status'], string> = { paid: 'badge--funded', overdue: 'badge--overdue', scheduled: 'badge--scheduled', accelerated: 'badge--defaulted' };

const COLUMNS: Column<Payout>[] = [
  { key: 'title', header: '상품', cell: (p) => <Link to={`/user/repay/${p.product_id}`}>{p.title}</Link>, primary: true },
  { key: 'due', header: '지급일', cell: (p) => `${formatDate(p.due_on)} · ${p.seq}회` },
  { key: 'principal', header: '원금', cell: (p) => <Money won={p.principal} />, numeric: true },
  { key: 'interest', header: '이자', cell: (p) => <Money won={p.interest} />, numeric: true },
  { key: 'tax', header: '세금', cell: (p) => <Money won={p.tax} />, numeric: true },
  { key: 'net', header: '실수령액', cell: (p) => <Money won={p.net} />, numeric: true },
  { key: 'status', header: '상태', cell: (p) => <span className={`badge ${BADGE[p.status]}`}>{PAYOUT_STATUS_LABELS[p.status] ?? p.status}</span> },
];

function byMonth(rows: Payout[]): [string, Payout[]][] {
  const groups = new Map<string, Payout[]>();
  for (const row of rows) groups.set(monthOf(row.due_on), [...(groups.get(monthOf(row.due_on)) ?? []), row]);
  return [...groups];
}

function Months({ rows }: { rows: Payout[] }) {
  return (
    <>
      {byMonth(rows).map(([month, items]) => (
        <section key={month} className="stack stack--tight" aria-labelledby={`month-${month}`}>
          <h3 id={`month-${month}`} className="card__title">
            {month.replace('-', '년 ')}월 · 실수령 <Money won={items.reduce((s, p) => s + p.net, 0)} />
          </h3>
          <DataTable caption={`${month.replace('-', '년 ')}월 지급`} columns={COLUMNS} rows={items} rowKey={(p) => `${p.product_id}-${p.seq}`} />
        </section>
      ))}
    </>
  );
}

/** /user/dashboard/schedule: upcoming payouts first, then past ones, grouped by month. */
export function ScheduleTab() {
  const schedule = useDashboardSchedule();
  const today = todayInKorea();
  return (
    <AsyncBoundary
      query={schedule}
      errorTitle="지급 일정을 불러오지 못했습니다."
      isEmpty={(rows) => rows.length === 0}
      empty={{ title: '예정된 지급이 없습니다.', body: '대출이 실행되면 회차별 지급 일정이 표시됩니다.' }}
    >
      {(rows) => {
        const upcoming = rows.filter((p) => (p.status === 'scheduled' && p.due_on >= today) || p.status === 'overdue');
        const past = rows.filter((p) => !upcoming.includes(p)).reverse();
        return (
          <div className="stack">
            <h2 className="section-title">다가오는 지급</h2>
            {upcoming.length === 0 ? <p className="muted">다가오는 지급이 없습니다.</p> : <Months rows={upcoming} />}
            <h2 className="section-title">지난 지급</h2>
            {past.length === 0 ? <p className="muted">지난 지급이 없습니다.</p> : <Months rows={past} />}
          </div>
        );
      }}
    </AsyncBoundary>
  );
}
