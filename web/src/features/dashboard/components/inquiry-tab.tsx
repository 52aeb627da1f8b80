import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatDate, formatWon } from '@/lib/format';
import { cancelInvestment } from '../api/cancel-investment';
import { INVESTMENT_STATUS_LABELS, useInvestments } from '../api/get-investments';

/** /user/dashboard/inquiry: every investment with what came back, and the totals. */
export function InquiryTab() {
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
  const items = investments.data.filter((i) => i.status !== 'canceled');
  if (investments.data.length === 0) {
    return (
      <EmptyState title="아직 투자 내역이 없습니다.">
        <Link to="/products?status=funding">모집 중인 상품 보기</Link>
      </EmptyState>
    );
  }
  const total = (pick: (i: (typeof items)[number]) => number) => items.reduce((s, i) => s + pick(i), 0);
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
          {investments.data.map((item) => {
            const status = item.status === 'executed' && item.product_status ? item.product_status : item.status;
            return (
              <tr key={item.id}>
                <td>
                  <Link to={`/products/${item.product_id}`}>{item.title}</Link>
                </td>
                <td>{formatDate(item.invested_at)}</td>
                <td className="num">{formatWon(item.amount)}</td>
                <td className="num">{formatWon(item.outstanding_principal)}</td>
                <td className="num">{formatWon(item.received_interest)}</td>
                <td>{INVESTMENT_STATUS_LABELS[status] ?? status}</td>
                <td>
                  {item.status === 'placed' ? (
                    <button type="button" className="button button--ghost button--small" onClick={() => cancel.mutate(item.id)} disabled={cancel.isPending}>
                      취소
                    </button>
                  ) : item.status === 'executed' ? (
                    <Link to={`/user/repay/${item.product_id}`}>상환 내역</Link>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              합계 ({items.length}건)
            </th>
            <td className="num">{formatWon(total((i) => i.amount))}</td>
            <td className="num">{formatWon(total((i) => i.outstanding_principal))}</td>
            <td className="num">{formatWon(total((i) => i.received_interest))}</td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
