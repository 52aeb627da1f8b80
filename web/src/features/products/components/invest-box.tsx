// The product page's invest box: an amount in 10,000-won steps, the investor's balance and
// remaining limits, add to the basket or invest after a confirmation (a fresh ticket each time).
// An amount over a limit or the balance is said under the field as it is typed, the invest
// button off: what the screen knows is not left for the confirmation or the server to say.
// On phones a bar with the same invest button stays at the bottom of the screen. A product whose
// funding closed short of its target (past closes_at, or canceled for it) offers neither button.
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useWallet } from '@/api/get-wallet';
import type { ProductDetail, Wallet } from '@/api/types';
import { InvestConfirmDialog } from '@/components/invest-confirm-dialog';
import { formatWon } from '@/lib/format';
import { FUNDING_CLOSED_LABEL, isFundingClosed, isFundingFailed } from '@/lib/funding-deadline';
import { investRoomProblem, type RoomProblem } from '@/lib/invest-room';
import { useLoginedUser } from '@/lib/session';
import { useInvestLimits, type InvestLimits } from '../api/get-invest-limits';
import { InvestAmountField } from './invest-amount-field';
import { InvestFacts } from './invest-facts';
import { LoginToInvest } from './login-to-invest';
import { StickyInvestBar } from './sticky-invest-bar';
import { useInvestFlow } from './use-invest-flow';

type Props = { product: ProductDetail; amount: number; onAmount: (won: number) => void };
/** `nowMs`: the business clock's now, which decides whether funding has closed. */
type BoxProps = Props & { nowMs: number };

/** Funding is over without the target: what happened, and no way to invest (docs/api.md "Products"). */
function FundingClosed({ product }: { product: ProductDetail }) {
  return (
    <div className="invest-box" id="invest-box">
      <h2 className="invest-box__title">{FUNDING_CLOSED_LABEL}</h2>
      <p role="status">
        {isFundingFailed(product)
          ? '모집 기간 안에 목표 금액을 채우지 못해 모집이 취소되었습니다. 투자하신 금액은 예치금으로 돌려 드렸습니다.'
          : '모집 기간이 끝나 더 이상 투자할 수 없습니다. 목표 금액을 채우지 못한 상품은 모집이 취소되고 투자하신 금액은 예치금으로 돌려 드립니다.'}
      </p>
    </div>
  );
}

/** The first reason the amount cannot be invested that the loaded figures show (InvestFacts lists the same figures). */
function roomProblem(product: ProductDetail, amountWon: number, wallet: Wallet | undefined, limits: InvestLimits | undefined): RoomProblem | null {
  return investRoomProblem(amountWon, {
    remainingToRaiseWon: product.target_amount - product.raised_amount,
    perUserLeftWon: product.max_per_user > 0 ? Math.max(product.max_per_user - (limits?.invested_in_product ?? 0), 0) : undefined,
    institutionalLeftWon: limits?.remaining.institutional,
    borrowerLeftWon: limits?.remaining.borrower,
    pfLeftWon: product.is_pf ? limits?.remaining.pf : undefined,
    realtyLeftWon: product.is_realty ? limits?.remaining.realty : undefined,
    totalLeftWon: limits?.remaining.total,
    balanceWon: wallet?.balance,
  });
}

function RoomMessage({ problem }: { problem: RoomProblem }) {
  if (problem.kind === 'limit') return <>{problem.message} 금액을 줄여 주세요.</>;
  return (
    <>
      {problem.message} <Link to="/user/deposit">예치금 입금하기</Link>
    </>
  );
}

const closedText = (product: ProductDetail) => (product.suspended ? '투자가 일시 중지되었습니다' : '지금은 투자할 수 없습니다');

export function InvestBox({ product, amount, onAmount, nowMs }: BoxProps) {
  const user = useLoginedUser();
  if (isFundingClosed(product, nowMs)) return <FundingClosed product={product} />;
  if (!user) return <LoginToInvest productId={product.id} amount={amount} />;
  return <InvestForm product={product} amount={amount} onAmount={onAmount} />;
}

function InvestForm({ product, amount, onAmount }: Props) {
  const investable = product.status === 'funding' && !product.suspended;
  const limits = useInvestLimits(product.id, true);
  const wallet = useWallet();
  const flow = useInvestFlow(product, amount);
  const busy = flow.addToBasket.isPending || flow.invest.isPending;
  const problem = investable ? roomProblem(product, amount, wallet.data, limits.data) : null;
  const investLabel = investable ? `${formatWon(amount)} 투자하기` : closedText(product);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) flow.amountRef.current?.focus();
    else flow.askToConfirm();
  };
  const fieldError = flow.fieldError ?? (problem ? <RoomMessage problem={problem} /> : null);
  const onAmountChange = (won: number) => {
    flow.onAmountEdited();
    onAmount(won);
  };
  return (
    <form className="invest-box" id="invest-box" onSubmit={onSubmit} noValidate aria-label="투자 금액 입력">
      <h2 className="invest-box__title">투자하기</h2>
      <InvestAmountField ref={flow.amountRef} amount={amount} onAmount={onAmountChange} disabled={!investable} error={fieldError} />
      <InvestFacts product={product} wallet={wallet.data} limits={limits.data} />
      <button type="submit" className="button button--primary button--block" disabled={!investable || busy || problem !== null}>
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
      {investable ? <StickyInvestBar label={investLabel} disabled={busy || problem !== null} onInvest={flow.askToConfirm} /> : null}
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
