import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate, formatRateBp, formatWon } from '@/lib/format';
import { useRepayments } from '../api/repayments-api';

const STATUS: Record<string, string> = { scheduled: '지급 예정', paid: '지급 완료', overdue: '연체' };

/** /user/repay/:product_id: the investor's repayment schedule for one product. */
export function RepayPage() {
  const { product_id: productId = '' } = useParams();
  const repayments = useRepayments(productId);
  const data = repayments.data;
  return (
    <Page title="상환 내역" heading={data ? `${data.product.title} 상환 내역` : '상환 내역'} lead={data ? `투자 금액 ${formatWon(data.invested_amount)} · 연 ${formatRateBp(data.product.rate_bp)} · ${data.product.term_months}개월` : undefined} wide>
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
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">회차별 원금, 이자, 세금, 실수령액</caption>
            <thead>
              <tr>
                <th scope="col">회차</th>
                <th scope="col">지급 예정일</th>
                <th scope="col">원금</th>
                <th scope="col">이자</th>
                <th scope="col">이자소득세</th>
                <th scope="col">지방소득세</th>
                <th scope="col">수수료</th>
                <th scope="col">실수령액</th>
                <th scope="col">상태</th>
              </tr>
            </thead>
            <tbody>
              {repayments.data.schedule.map((row) => (
                <tr key={row.seq}>
                  <td>{row.seq}회</td>
                  <td>{formatDate(row.due_on)}</td>
                  <td className="num">{formatWon(row.principal)}</td>
                  <td className="num">{formatWon(row.interest)}</td>
                  <td className="num">{formatWon(row.tax_income)}</td>
                  <td className="num">{formatWon(row.tax_local)}</td>
                  <td className="num">{formatWon(row.fee)}</td>
                  <td className="num">{formatWon(row.net)}</td>
                  <td>{STATUS[row.status] ?? row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
