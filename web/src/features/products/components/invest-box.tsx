// The product page's invest box: an amount in 10,000-won steps, the investor's balance and
// remaining limits, add to the basket or invest at once (a fresh ticket each time).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router-dom';
import { INVEST_UNIT_WON, MIN_INVEST_AMOUNT_WON } from '@/config/site';
import { isApiError } from '@/lib/api-client';
import { failMessages, messageForFailCode } from '@/lib/fail-messages';
import { formatWon } from '@/lib/format';
import { useLoginedUser } from '@/lib/session';
import type { ProductDetail } from '../api/get-product';
import { useInvestLimits } from '../api/get-invest-limits';
import { useWalletBalance } from '../api/get-wallet-balance';
import { placeInvestment } from '../api/place-investment';
import { putBasketItem } from '../api/put-basket-item';

export function validateAmount(amountWon: number): string | null {
  if (!Number.isInteger(amountWon) || amountWon < MIN_INVEST_AMOUNT_WON) return failMessages.min_invest_amount;
  if (amountWon % INVEST_UNIT_WON !== 0) return failMessages.invalid_amount;
  return null;
}

const limitText = (won: number | null | undefined) => (won === null ? '제한 없음' : won === undefined ? '-' : formatWon(won));

export function InvestBox({ product, amount, onAmount }: { product: ProductDetail; amount: number; onAmount: (won: number) => void }) {
  const user = useLoginedUser();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const investable = product.status === 'funding' && !product.suspended;
  const limits = useInvestLimits(product.id, Boolean(user));
  const wallet = useWalletBalance(Boolean(user));
  const remaining = product.target_amount - product.raised_amount;
  const onFail = (error: unknown) => {
    // The global handler toasts the message; the field shows it too.
    if (isApiError(error)) setFieldError(messageForFailCode(error.data.fail_code));
  };
  const addToBasket = useMutation({
    mutationFn: (won: number) => putBasketItem(product.id, won),
    onSuccess: () => {
      toast.success('장바구니에 담았습니다.');
      void queryClient.invalidateQueries({ queryKey: ['basket'] });
    },
    onError: onFail,
  });
  const investNow = useMutation({
    mutationFn: (won: number) => placeInvestment(product.id, won),
    onSuccess: (result) => {
      toast.success(`${formatWon(amount)} 투자 신청이 완료되었습니다.`);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['invest-limits'] });
      queryClient.setQueryData(['wallet'], (w: unknown) => (w ? { ...(w as object), balance: result.balance } : w));
    },
    onError: onFail,
  });

  if (!user) {
    return (
      <div className="invest-box">
        <p>투자하려면 로그인해 주세요.</p>
        <Link className="button button--primary button--block" to={`/user/login?redirect=${encodeURIComponent(location.pathname)}`}>
          로그인하고 투자하기
        </Link>
      </div>
    );
  }

  const submit = (action: 'basket' | 'invest') => (event?: FormEvent) => {
    event?.preventDefault();
    const error = validateAmount(amount);
    setFieldError(error);
    if (error) return;
    if (action === 'basket') addToBasket.mutate(amount);
    else investNow.mutate(amount);
  };
  const step = (delta: number) => {
    setFieldError(null);
    onAmount(Math.max(MIN_INVEST_AMOUNT_WON, amount + delta));
  };
  const busy = addToBasket.isPending || investNow.isPending;

  return (
    <form className="invest-box" onSubmit={submit('basket')} noValidate aria-label="투자 금액 입력">
      <h2 className="invest-box__title">투자하기</h2>
      <label className="field">
        <span className="field__label">투자 금액 (원)</span>
        <div className="stepper" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <button type="button" className="button button--ghost button--small" onClick={() => step(-INVEST_UNIT_WON)} disabled={!investable || amount <= MIN_INVEST_AMOUNT_WON} aria-label="1만 원 빼기">
            −
          </button>
          <input
            className="field__input"
            inputMode="numeric"
            name="amount"
            aria-label="투자 금액 (원)"
            value={amount.toLocaleString('ko-KR')}
            onChange={(event) => {
              setFieldError(null);
              onAmount(Number(event.target.value.replace(/[^\d]/g, '')) || 0);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby="amount-help"
            disabled={!investable}
          />
          <button type="button" className="button button--ghost button--small" onClick={() => step(INVEST_UNIT_WON)} disabled={!investable} aria-label="1만 원 더하기">
            +
          </button>
        </div>
        <span id="amount-help" className={fieldError ? 'field__error' : 'field__help'} role={fieldError ? 'alert' : undefined}>
          {fieldError ?? '10,000원 이상, 10,000원 단위로 투자할 수 있습니다.'}
        </span>
      </label>
      <div className="quick-amounts" aria-label="빠른 금액 선택" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {[100_000, 500_000, 1_000_000].map((won) => (
          <button key={won} type="button" className="button button--ghost button--small" onClick={() => step(won)} disabled={!investable}>
            +{won / 10_000}만
          </button>
        ))}
      </div>
      <dl className="info-list">
        <div>
          <dt>예치금</dt>
          <dd>{wallet.data ? formatWon(wallet.data.balance) : '-'}</dd>
        </div>
        <div>
          <dt>남은 모집 금액</dt>
          <dd>{formatWon(remaining)}</dd>
        </div>
        {product.max_per_user > 0 ? (
          <div>
            <dt>1인당 남은 한도</dt>
            <dd>{limits.data ? formatWon(Math.max(product.max_per_user - limits.data.invested_in_product, 0)) : formatWon(product.max_per_user)}</dd>
          </div>
        ) : null}
        <div>
          <dt>총 투자 가능 한도</dt>
          <dd>{limitText(limits.data?.remaining.total)}</dd>
        </div>
        {product.is_realty ? (
          <div>
            <dt>부동산 투자 가능 한도</dt>
            <dd>{limitText(limits.data?.remaining.realty)}</dd>
          </div>
        ) : null}
        <div>
          <dt>동일 차입자 한도</dt>
          <dd>{limitText(limits.data?.remaining.borrower)}</dd>
        </div>
      </dl>
      <button type="submit" className="button button--ghost button--block" disabled={!investable || busy}>
        장바구니에 담기
      </button>
      <button type="button" className="button button--primary button--block" disabled={!investable || busy} onClick={() => submit('invest')()}>
        {investable ? (investNow.isPending ? '투자 처리 중…' : `${formatWon(amount)} 바로 투자하기`) : product.suspended ? '투자가 일시 중지되었습니다' : '지금은 투자할 수 없습니다'}
      </button>
      {addToBasket.isSuccess ? (
        <Link className="button button--ghost button--block" to="/user/basket">
          장바구니로 이동
        </Link>
      ) : null}
      {wallet.data && wallet.data.vaccount === null ? (
        <p className="fine-print">
          투자하려면 먼저 <Link to="/user/create_vaccount">가상계좌를 발급</Link>받아 예치금을 충전해 주세요.
        </p>
      ) : null}
    </form>
  );
}
