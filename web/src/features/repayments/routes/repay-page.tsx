import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate, formatDateTime, formatRateBp, formatWon } from '@/lib/format';
import { useInvestmentRepayments, type RepaymentRow } from '../api/get-investment-repayments';

const STATUS: Record<RepaymentRow['status'], string> = { scheduled: '지급 예정', paid: '지급 완료', overdue: '연체' };
const BADGE: Record<RepaymentRow['status'], string> = { scheduled: 'badge--scheduled', paid: 'badge--funded', overdue: 'badge--overdue' };
const METHOD: Record<string, string> = { equal_installment: '원리금균등', bullet: '만기일시' };

const COLUMNS: { key: keyof RepaymentRow; label: string }[] = [
  { key: 'principal', label: '원금' },
  { key: 'interest', label: '이자' },
  { key: 'tax_income', label: '이자소득세' },
  { key: 'tax_local', label: '지방소득세' },
  { key: 'fee', label: '수수료' },
  { key: 'net', label: '실수령액' },
];

/** /user/repay/:product_id: this investor's schedule for one product — principal, interest, each tax, net, status. */
export function RepayPage() {
  const { product_id: productId = '' } = useParams();
  const repayments = useInvestmentRepayments(productId);
  const data = repayments.data;
  const sum = (key: keyof RepaymentRow, rows: RepaymentRow[]) => rows.reduce((s, r) => s + (r[key] as number), 0);
  return (
    <Page
      title="상환 내역"
      heading={data ? `${data.product.title} 상환 내역` : '상환 내역'}
      lead={data ? `투자 금액 ${formatWon(data.invested_amount)} · 연 ${formatRateBp(data.product.rate_bp)} · ${data.product.term_months}개월${data.product.repayment_method ? ` · ${METHOD[data.product.repayment_method] ?? data.product.repayment_method}` : ''}` : undefined}
      wide
    >
      {repayments.isPending ? (
        <LoadingBlock />
      ) : repayments.isError ? (
        <>
          <ErrorState title="상환 내역을 불러오지 못했습니다." />
          <Link className="button button--ghost" to="/user/dashboard/inquiry">
            투자 내역으로
          </Link>
        </>
      ) : repayments.data.schedule.length === 0 ? (
        <EmptyState title="아직 상환 일정이 정해지지 않았습니다.">모집이 끝나고 대출이 실행되면 일정이 표시됩니다.</EmptyState>
      ) : (
        <div className="stack">
          <dl className="summary-cards">
            <div className="summary-card">
              <dt>받은 원금</dt>
              <dd>{formatWon(sum('principal', repayments.data.schedule.filter((r) => r.status === 'paid')))}</dd>
            </div>
            <div className="summary-card">
              <dt>받은 이자 (세전)</dt>
              <dd>{formatWon(sum('interest', repayments.data.schedule.filter((r) => r.status === 'paid')))}</dd>
            </div>
            <div className="summary-card">
              <dt>남은 원금</dt>
              <dd>{formatWon(sum('principal', repayments.data.schedule.filter((r) => r.status !== 'paid')))}</dd>
            </div>
          </dl>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">회차별 원금, 이자, 세금, 실수령액</caption>
              <thead>
                <tr>
                  <th scope="col">회차</th>
                  <th scope="col">지급 예정일</th>
                  {COLUMNS.map((c) => (
                    <th key={c.key} scope="col">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col">상태</th>
                  <th scope="col">지급일시</th>
                </tr>
              </thead>
              <tbody>
                {repayments.data.schedule.map((row) => (
                  <tr key={row.seq}>
                    <td>{row.seq}회</td>
                    <td>{formatDate(row.due_on)}</td>
                    {COLUMNS.map((c) => (
                      <td key={c.key} className="num">
                        {formatWon(row[c.key] as number)}
                      </td>
                    ))}
                    <td>
                      <span className={`badge ${BADGE[row.status]}`}>{STATUS[row.status] ?? row.status}</span>
                    </td>
                    <td>{row.paid_at ? formatDateTime(row.paid_at) : '-'}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    합계
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c.key} className="num">
                      {formatWon(sum(c.key, repayments.data.schedule))}
                    </td>
                  ))}
                  <td colSpan={2} />
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </Page>
  );
}
