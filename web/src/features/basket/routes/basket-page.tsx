import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { formatRateBp, formatWon } from '@/lib/format';
import { basketQueryKey, investBasket, removeBasketItem, useBasket } from '../api/basket-api';

export function BasketPage() {
  const basket = useBasket();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: removeBasketItem,
    onSuccess: (next) => queryClient.setQueryData(basketQueryKey, next),
  });
  const invest = useMutation({
    mutationFn: investBasket,
    onSuccess: ({ balance }) => {
      toast.success(`투자 신청이 완료되었습니다. 남은 예치금 ${formatWon(balance)}`);
      void queryClient.invalidateQueries();
      navigate('/user/dashboard/inquiry');
    },
  });
  return (
    <Page title="장바구니" heading="장바구니" lead="담아 둔 상품에 한 번에 투자합니다. 하나라도 실패하면 전체가 취소됩니다.">
      {basket.isPending ? (
        <LoadingBlock />
      ) : basket.isError ? (
        <ErrorState title="장바구니를 불러오지 못했습니다." onRetry={() => void basket.refetch()} />
      ) : basket.data.items.length === 0 ? (
        <EmptyState title="장바구니가 비어 있습니다.">
          <Link to="/products?status=funding">모집 중인 상품 보러 가기</Link>
        </EmptyState>
      ) : (
        <div className="stack">
          <ul className="basket-list">
            {basket.data.items.map((item) => (
              <li key={item.product_id} className="basket-list__item card">
                <div>
                  <Link to={`/products/${item.product_id}`} className="basket-list__title">
                    {item.title}
                  </Link>
                  <p className="muted">
                    연 {formatRateBp(item.rate_bp)} · {item.term_months}개월
                  </p>
                </div>
                <strong className="num">{formatWon(item.amount)}</strong>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => remove.mutate(item.product_id)}
                  disabled={remove.isPending}
                  aria-label={`${item.title} 빼기`}
                >
                  빼기
                </button>
              </li>
            ))}
          </ul>
          <div className="card basket-total">
            <span>총 투자 금액</span>
            <strong>{formatWon(basket.data.total_amount)}</strong>
          </div>
          <button
            type="button"
            className="button button--primary button--large button--block"
            disabled={invest.isPending}
            onClick={() => invest.mutate(basket.data.items.map((item) => ({ product_id: item.product_id, amount: item.amount })))}
          >
            {invest.isPending ? '투자 처리 중…' : `${formatWon(basket.data.total_amount)} 투자하기`}
          </button>
          <p className="fine-print">투자 신청한 금액은 모집이 끝날 때까지 예치금에서 묶이며, 모집 중에는 대시보드에서 취소할 수 있습니다.</p>
        </div>
      )}
    </Page>
  );
}
