import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingBlock } from '@/components/states';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatWon } from '@/lib/format';
import { deleteBasketItem } from '../api/delete-basket-item';
import { basketQueryKey, useBasket } from '../api/get-basket';
import { investBasket } from '../api/invest-basket';
import { putBasketItem } from '../api/put-basket-item';
import { BasketItemRow } from '../components/basket-item-row';

export function BasketPage() {
  const basket = useBasket();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The server names the item that failed (`product_id`): its message shows on that line.
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const setItemError = (productId: string | undefined, error: unknown) => {
    if (productId && isApiError(error)) setItemErrors((prev) => ({ ...prev, [productId]: messageForFailCode(error.data.fail_code) }));
  };
  const change = useMutation({
    mutationFn: ({ productId, amount }: { productId: string; amount: number }) => putBasketItem(productId, amount),
    onSuccess: (next, { productId }) => {
      queryClient.setQueryData(basketQueryKey, next);
      setItemErrors(({ [productId]: _gone, ...rest }) => rest);
      toast.success('투자 금액을 바꾸었습니다.');
    },
    onError: (error, { productId }) => setItemError(productId, error),
  });
  const remove = useMutation({
    mutationFn: deleteBasketItem,
    onSuccess: (next) => queryClient.setQueryData(basketQueryKey, next),
  });
  const invest = useMutation({
    mutationFn: investBasket,
    onMutate: () => setItemErrors({}),
    onSuccess: ({ balance, investments }) => {
      toast.success(`${investments.length}개 상품에 투자 신청이 완료되었습니다. 남은 예치금 ${formatWon(balance)}`);
      void queryClient.invalidateQueries();
      navigate('/user/dashboard/inquiry');
    },
    onError: (error) => setItemError(isApiError(error) ? error.data.product_id : undefined, error),
  });
  const busy = change.isPending || remove.isPending || invest.isPending;

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
          <ul className="basket-list" aria-label="장바구니 상품">
            {basket.data.items.map((item) => (
              <BasketItemRow
                key={item.product_id}
                item={item}
                error={itemErrors[item.product_id] ?? null}
                busy={busy}
                onChange={(amount) => change.mutate({ productId: item.product_id, amount })}
                onRemove={() => remove.mutate(item.product_id)}
              />
            ))}
          </ul>
          <div className="card basket-total">
            <span>
              총 {basket.data.items.length}개 상품 · 투자 금액
            </span>
            <strong>{formatWon(basket.data.total_amount)}</strong>
          </div>
          <button
            type="button"
            className="button button--primary button--large button--block"
            disabled={busy}
            onClick={() => invest.mutate(basket.data.items.map((item) => ({ product_id: item.product_id, amount: item.amount })))}
          >
            {invest.isPending ? '투자 처리 중…' : `${formatWon(basket.data.total_amount)} 모두 투자하기`}
          </button>
          <p className="fine-print">투자 신청한 금액은 모집이 끝날 때까지 예치금에서 묶이며, 모집 중에는 대시보드에서 취소할 수 있습니다.</p>
        </div>
      )}
    </Page>
  );
}
