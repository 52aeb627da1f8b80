// The product page's invest box: an amount in 10,000-won steps, the investor's balance and
// remaining limits, add to the basket or invest after a confirmation (a fresh ticket each time).
// On phones a bar with the same invest button stays at the bottom of the screen.
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useWallet } from '@/api/get-wallet';
import type { ProductDetail } from '@/api/types';
import { InvestConfirmDialog } from '@/components/invest-confirm-dialog';
import { formatWon } from '@/lib/format';
import { useLoginedUser } from '@/lib/session';
import { useInvestLimits } from '../api/get-invest-limits';
import { InvestAmountField } from './invest-amount-field';
import { InvestFacts } from './invest-facts';
import { LoginToInvest } from './login-to-invest';
import { StickyInvestBar } from './sticky-invest-bar';
import { useInvestFlow } from './use-invest-flow';

type Props = { product: ProductDetail; amount: number; onAmount: (won: number) => void };

const closedText = (product: ProductDetail) => (product.suspended ? '투자가 일시 중지되었습니다' : '지금은 투자할 수 없습니다');

export function InvestBox({ product, amount, onAmount }: Props) {
  const user = useLoginedUser();
  if (!user) return <LoginToInvest productId={product.id} amount={amount} />;
  return <InvestForm product={product} amount={amount} onAmount={onAmount} />;
}

function InvestForm({ product, amount, onAmount }: Props) {
  const investable = product.status === 'funding' && !product.suspended;
  const limits = useInvestLimits(product.id, true);
  const wallet = useWallet();
  const flow = useInvestFlow(product, amount);
  const busy = flow.addToBasket.isPending || flow.invest.isPending;
  const investLabel = investable ? `${formatWon(amount)} 투자하기` : closedText(product);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.askToConfirm();
  };
  const onAmountChange = (won: number) => {
    flow.onAmountEdited();
    onAmount(won);
  };
  return (
    <form className="invest-box" id="invest-box" onSubmit={onSubmit} noValidate aria-label="투자 금액 입력">
      <h2 className="invest-box__title">투자하기</h2>
      <InvestAmountField ref={flow.amountRef} amount={amount} onAmount={onAmountChange} disabled={!investable} error={flow.fieldError} />
      <InvestFacts product={product} wallet={wallet.data} limits={limits.data} />
      <button type="submit" className="button button--primary button--block" disabled={!investable || busy}>
        {investLabel}
      </button>
      <button type="button" className="button button--ghost button--block" disabled={!investable || busy} onClick={flow.putInBasket}>
        장바구니에 담기
      </button>
      {flow.addToBasket.isSuccess ? (
        <p className="fine-print" role="status">
          장바구니에 담았습니다. <Link to="/user/basket">장바구니로 이동</Link>
        </p>
      ) : null}
      {wallet.data && wallet.data.vaccount === null ? (
        <p className="fine-print">
          투자하려면 먼저 <Link to="/user/create_vaccount">가상계좌를 발급</Link>받아 예치금을 충전해 주세요.
        </p>
      ) : null}
      {investable ? <StickyInvestBar label={investLabel} disabled={busy} onInvest={flow.askToConfirm} /> : null}
      <InvestConfirmDialog
        open={flow.confirming}
        lines={[flow.line]}
        balanceWon={wallet.data?.balance}
        busy={flow.invest.isPending}
        error={flow.confirmError}
        onConfirm={flow.confirm}
        onClose={flow.closeConfirm}
      />
    </form>
  );
}
