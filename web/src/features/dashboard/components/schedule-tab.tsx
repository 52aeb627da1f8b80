import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate, formatWon, todayInKorea } from '@/lib/format';
import { PAYOUT_STATUS_LABELS, useDashboardSchedule, type Payout } from '../api/get-dashboard-schedule';
import { monthOf } from './payout-aggregation';

function MonthTable({ month, rows }: { month: string; rows: Payout[] }) {
  const sum = (pick: (p: Payout) => number) => rows.reduce((s, p) => s + pick(p), 0);
  return (
    <section className="card" aria-label={`${month} 지급`}>
      <h3 className="card__title">
        {month.replace('-', '년 ')}월 · 실수령 {formatWon(sum((p) => p.net))}
      </h3>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">지급일</th>
              <th scope="col">상품</th>
              <th scope="col">회차</th>
              <th scope="col">원금</th>
              <th scope="col">이자</th>
              <th scope="col">세금</th>
              <th scope="col">실수령액</th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.product_id}-${row.seq}`}>
                <td>{formatDate(row.due_on)}</td>
                <td>
                  <Link to={`/user/repay/${row.product_id}`}>{row.title}</Link>
                </td>
                <td>{row.seq}회</td>
                <td className="num">{formatWon(row.principal)}</td>
                <td className="num">{formatWon(row.interest)}</td>
                <td className="num">{formatWon(row.tax)}</td>
                <td className="num">{formatWon(row.net)}</td>
                <td>
                  <span className={`badge badge--${row.status === 'paid' ? 'funded' : row.status === 'overdue' ? 'overdue' : 'scheduled'}`}>{PAYOUT_STATUS_LABELS[row.status] ?? row.status}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function byMonth(rows: Payout[]): [string, Payout[]][] {
  const groups = new Map<string, Payout[]>();
  for (const row of rows) groups.set(monthOf(row.due_on), [...(groups.get(monthOf(row.due_on)) ?? []), row]);
  return [...groups];
}

/** /user/dashboard/schedule: upcoming payouts first, then past ones, grouped by month. */
export function ScheduleTab() {
  const schedule = useDashboardSchedule();
  if (schedule.isPending) return <LoadingBlock />;
  if (schedule.isError) return <ErrorState title="지급 일정을 불러오지 못했습니다." onRetry={() => void schedule.refetch()} />;
  if (schedule.data.length === 0) return <EmptyState title="예정된 지급이 없습니다.">대출이 실행되면 회차별 지급 일정이 표시됩니다.</EmptyState>;
  const today = todayInKorea();
  const upcoming = schedule.data.filter((p) => p.status !== 'paid' && (p.due_on >= today || p.status === 'overdue'));
  const past = schedule.data.filter((p) => !upcoming.includes(p)).reverse();
  return (
    <div className="stack">
      <h2 className="section-title">다가오는 지급</h2>
      {upcoming.length === 0 ? <p className="muted">다가오는 지급이 없습니다.</p> : byMonth(upcoming).map(([month, rows]) => <MonthTable key={month} month={month} rows={rows} />)}
      <h2 className="section-title">지난 지급</h2>
      {past.length === 0 ? <p className="muted">지난 지급이 없습니다.</p> : byMonth(past).map(([month, rows]) => <MonthTable key={month} month={month} rows={rows} />)}
    </div>
  );
}
