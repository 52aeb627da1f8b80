import { Link } from 'react-router-dom';
import { BRAND_NAME } from '@/config/site';
import { formatCount, formatDateTime, formatRateBp, formatWonShort } from '@/lib/format';
import { useStats } from '@/api/get-stats';

/** 누적대출액, 대출잔액, 누적상환액, 연체율, 손실률 from GET /api/stats. Has no route of its own. */
export function StatsSummary() {
  const stats = useStats();
  const data = stats.data;
  const items = [
    { label: '누적 대출액', value: data ? formatWonShort(data.cumulative_loan_amount) : null },
    { label: '대출 잔액', value: data ? formatWonShort(data.outstanding_amount) : null },
    { label: '누적 상환액', value: data ? formatWonShort(data.cumulative_repaid_amount) : null },
    { label: '연체율', value: data ? formatRateBp(data.overdue_rate_bp) : null },
    // Beside the overdue rate: what was finally lost (a server without it shows the four figures as before).
    ...(data?.loss_rate_bp !== undefined || !data ? [{ label: '손실률', value: data ? formatRateBp(data.loss_rate_bp) : null }] : []),
  ];
  return (
    <section className="stats" aria-labelledby="stats-heading" aria-busy={stats.isPending}>
      <h2 id="stats-heading" className="stats__heading">
        숫자로 보는 {BRAND_NAME}
      </h2>
      <dl className="stats__grid">
        {items.map((item) => (
          <div key={item.label} className="stats__item">
            <dt>{item.label}</dt>
            <dd>{item.value ?? (stats.isError ? '-' : '집계 중')}</dd>
          </div>
        ))}
      </dl>
      <p className="stats__note">
        {data
          ? `${formatDateTime(data.as_of)} 기준 · 상품 ${formatCount(data.product_count, '개')} · 투자자 ${formatCount(data.investor_count, '명')}`
          : stats.isError
            ? '통계를 잠시 불러올 수 없습니다.'
            : '통계를 불러오는 중입니다…'}
      </p>
      <p className="stats__note">
        <Link to="/disclosures/monthly">월별 공시(연체율·손실률·대출 잔액 추이) 보기</Link>
      </p>
    </section>
  );
}
