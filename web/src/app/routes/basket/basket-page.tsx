import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { useBasket } from '@/api/get-basket';
import { useWallet } from '@/api/get-wallet';
import { usePutBasketItem } from '@/api/put-basket-item';
import type { Basket } from '@/api/types';
import { AsyncBoundary } from '@/components/async-boundary';
import { InvestConfirmDialog } from '@/components/invest-confirm-dialog';
import { Page } from '@/components/page';
import { isApiError } from '@/lib/api-client';
import { messageForFailCode } from '@/lib/fail-messages';
import { formatWon } from '@/lib/format';
import { useDeleteBasketItem } from '@/features/basket/api/delete-basket-item';
import { BasketItemRow } from '@/features/basket/components/basket-item-row';
import { BasketSummary } from '@/features/basket/components/basket-summary';
import { useBasketInvest } from '@/features/basket/components/use-basket-invest';

function BasketContents({ basket }: { basket: Basket }) {
  const wallet = useWallet();
  // The server names the item that failed (`product_id`): its message shows on that line.
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const setItemError = (productId: string, message: string) => setItemErrors((prev) => ({ ...prev, [productId]: message }));
  const change = usePutBasketItem();
  const remove = useDeleteBasketItem();
  const invest = useBasketInvest(basket, setItemError);
  const onChange = (productId: string, amount: number) =>
    change.mutate(
      { productId, amount },
      {
        onSuccess: () => {
          setItemErrors(({ [productId]: _gone, ...rest }) => rest);
          toast.success('투자 금액을 바꾸었습니다.');
        },
        onError: (error) => setItemError(productId, messageForFailCode(isApiError(error) ? error.data.fail_code : undefined)),
      },
    );
  const busy = change.isPending || remove.isPending || invest.busy;
  return (
    <div className="basket-layout">
      <ul className="basket-list" aria-label="장바구니 상품">
        {basket.items.map((item) => (
          <BasketItemRow key={item.product_id} item={item} error={itemErrors[item.product_id] ?? null} busy={busy} onChange={(amount) => onChange(item.product_id, amount)} onRemove={() => remove.mutate(item.product_id)} />
        ))}
      </ul>
      <div className="basket-layout__side stack">
        <BasketSummary balanceWon={wallet.data?.balance} totalWon={basket.total_amount} count={basket.items.length} />
        <button type="button" className="button button--primary button--large button--block" disabled={busy} onClick={invest.open}>
          {formatWon(basket.total_amount)} 모두 투자하기
        </button>
        <p className="fine-print">하나라도 투자할 수 없으면 전체가 투자되지 않습니다. 투자 신청한 금액은 모집이 끝날 때까지 투자 대기로 묶이며, 모집 중에는 투자 내역에서 취소할 수 있습니다.</p>
      </div>
      <InvestConfirmDialog open={invest.confirming} lines={invest.lines} balanceWon={wallet.data?.balance} busy={invest.busy} error={invest.error} onConfirm={invest.confirm} onClose={invest.close} />
    </div>
  );
}

export function BasketPage() {
  const basket = useBasket();
  return (
    <Page title="장바구니" heading="장바구니" lead="담아 둔 상품에 한 번에 투자합니다.">
      <AsyncBoundary
        query={basket}
        errorTitle="장바구니를 불러오지 못했습니다."
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: '장바구니가 비어 있습니다.', body: <Link to="/products?status=funding">모집 중인 상품 보러 가기</Link> }}
      >
        {(data) => <BasketContents basket={data} />}
      </AsyncBoundary>
    </Page>
  );
}
