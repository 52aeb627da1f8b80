import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link, NavLink, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate, formatWon, percentOf } from '@/lib/format';
import {
  INVESTMENT_STATUS_LABELS,
  PAYOUT_STATUS_LABELS,
  cancelInvestment,
  useDashboard,
  useInvestments,
  useSchedule,
  type Dashboard,
} from '../api/dashboard-api';

const TABS = [
  { key: 'summary', label: '요약', path: '/user/dashboard' },
  { key: 'inquiry', label: '투자 내역', path: '/user/dashboard/inquiry' },
  { key: 'schedule', label: '지급 일정', path: '/user/dashboard/schedule' },
] as const;

const INVESTOR_TYPES: Record<string, string> = { general: '일반 투자자', income_qualified: '소득적격 투자자', professional: '전문 투자자' };

function LimitBar({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  return (
    <div className="limit">
      <div className="limit__head">
        <span>{label}</span>
        <span>{limit === null ? `${formatWon(used)} / 제한 없음` : `${formatWon(used)} / ${formatWon(limit)}`}</span>
      </div>
      <div className="progress" aria-hidden="true">
        <span className="progress__bar" style={{ width: `${limit ? percentOf(used, limit) : 0}%` }} />
      </div>
    </div>
  );
}

function Summary({ data }: { data: Dashboard }) {
  const cards = [
    { label: '예치금', value: data.balance },
    { label: '모집 중 투자금', value: data.held },
    { label: '상환 중 원금', value: data.outstanding_principal },
    { label: '누적 수령 이자', value: data.received_interest },
    { label: '누적 수령 원금', value: data.received_principal },
    { label: '예상 이자', value: data.expected_interest },
    { label: '원천징수 세금', value: data.tax_withheld },
    { label: '총 투자금', value: data.invested_total },
  ];
  return (
    <div className="stack">
      <dl className="summary-cards">
        {cards.map((card) => (
          <div key={card.label} className="summary-card">
            <dt>{card.label}</dt>
            <dd>{formatWon(card.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="card">
        <h2 className="card__title">상품 현황</h2>
        <p>
          모집 중 {data.counts.funding}건 · 상환 중 {data.counts.repaying}건 · 상환 완료 {data.counts.completed}건 · 연체 {data.counts.overdue}건
        </p>
      </div>
      <div className="card">
        <h2 className="card__title">투자 한도 ({INVESTOR_TYPES[data.limits.investor_type] ?? data.limits.investor_type})</h2>
        <LimitBar label="총 투자 한도" used={data.limits.total.used} limit={data.limits.total.limit} />
        <LimitBar label="부동산 투자 한도" used={data.limits.realty.used} limit={data.limits.realty.limit} />
        <p className="muted">
          동일 차입자 한도: {data.limits.per_borrower_limit === null ? '제한 없음' : formatWon(data.limits.per_borrower_limit)}
        </p>
      </div>
    </div>
  );
}

function SummaryTab() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingBlock />;
  if (dashboard.isError) return <ErrorState title="대시보드를 불러오지 못했습니다." onRetry={() => void dashboard.refetch()} />;
  return <Summary data={dashboard.data} />;
}

function InquiryTab() {
  const investments = useInvestments();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelInvestment,
    onSuccess: () => {
      toast.success('투자를 취소했습니다.');
      void queryClient.invalidateQueries();
    },
  });
  if (investments.isPending) return <LoadingBlock />;
  if (investments.isError) return <ErrorState title="투자 내역을 불러오지 못했습니다." onRetry={() => void investments.refetch()} />;
  if (investments.data.length === 0) {
    return (
      <EmptyState title="아직 투자 내역이 없습니다.">
        <Link to="/products?status=funding">모집 중인 상품 보기</Link>
      </EmptyState>
    );
  }
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">투자 내역</caption>
        <thead>
          <tr>
            <th scope="col">상품</th>
            <th scope="col">투자일</th>
            <th scope="col">투자 금액</th>
            <th scope="col">남은 원금</th>
            <th scope="col">받은 이자</th>
            <th scope="col">상태</th>
            <th scope="col">관리</th>
          </tr>
        </thead>
        <tbody>
          {investments.data.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={`/products/${item.product_id}`}>{item.title}</Link>
              </td>
              <td>{formatDate(item.invested_at)}</td>
              <td className="num">{formatWon(item.amount)}</td>
              <td className="num">{formatWon(item.outstanding_principal)}</td>
              <td className="num">{formatWon(item.received_interest)}</td>
              <td>{INVESTMENT_STATUS_LABELS[item.status] ?? item.status}</td>
              <td>
                {item.status === 'placed' || item.status === 'held' || item.status === 'funding' ? (
                  <button type="button" className="button button--ghost button--small" onClick={() => cancel.mutate(item.id)} disabled={cancel.isPending}>
                    취소
                  </button>
                ) : (
                  <Link to={`/user/repay/${item.product_id}`}>상환 내역</Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ScheduleTab() {
  const schedule = useSchedule();
  if (schedule.isPending) return <LoadingBlock />;
  if (schedule.isError) return <ErrorState title="지급 일정을 불러오지 못했습니다." onRetry={() => void schedule.refetch()} />;
  if (schedule.data.length === 0) return <EmptyState title="예정된 지급이 없습니다." />;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">원금과 이자 지급 일정</caption>
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
          {schedule.data.map((row) => (
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
              <td>{PAYOUT_STATUS_LABELS[row.status] ?? row.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /user/dashboard and /user/dashboard/:tabs (summary, inquiry, schedule). */
export function DashboardPage() {
  const { tabs = 'summary' } = useParams();
  const tab = TABS.find((item) => item.key === tabs) ?? TABS[0];
  return (
    <Page title={tab.key === 'summary' ? '대시보드' : `${tab.label} - 대시보드`} heading="대시보드" lead="예치금, 투자, 상환 현황을 한눈에 확인하세요." wide>
      <nav className="tabs" aria-label="대시보드 메뉴">
        {TABS.map((item) => (
          <NavLink key={item.key} end to={item.path} className={item.key === tab.key ? 'tabs__tab is-active' : 'tabs__tab'} aria-current={item.key === tab.key ? 'page' : undefined}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      {tab.key === 'summary' ? <SummaryTab /> : tab.key === 'inquiry' ? <InquiryTab /> : <ScheduleTab />}
    </Page>
  );
}
