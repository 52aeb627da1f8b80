// The invest box's actions: validate the amount (focus back on the field when it is wrong), add to
// the basket, or open the confirmation and invest on the investor's confirmation.
import { useRef, useState } from 'react';
import { lazyToast } from '@/lib/lazy-toast';
import { investFailMessage, usePlaceInvestments } from '@/api/place-investments';
import { usePutBasketItem } from '@/api/put-basket-item';
import type { ProductDetail } from '@/api/types';
import { investmentItemsOf, type InvestLine } from '@/components/invest-confirm-dialog';
import { INVEST_UNIT_WON, MIN_INVEST_AMOUNT_WON } from '@/config/site';
import { isApiError } from '@/lib/api-client';
import { failMessages, messageForFailCode } from '@/lib/fail-messages';
import { formatWon } from '@/lib/format';

export function validateAmount(amountWon: number): string | null {
  if (!Number.isInteger(amountWon) || amountWon < MIN_INVEST_AMOUNT_WON) return failMessages.min_invest_amount;
  if (amountWon % INVEST_UNIT_WON !== 0) return failMessages.invalid_amount;
  return null;
}

const messageOf = (error: unknown) => (isApiError(error) ? messageForFailCode(error.data.fail_code) : failMessages.unknown_error);

/** What the confirmation shows of the product, from the disclosure on the page, and the version sent with it. */
function confirmLine(product: ProductDetail, amount: number): InvestLine {
  const preview = product.schedule_preview;
  return {
    productId: product.id,
    title: product.title,
    amountWon: amount,
    rateBp: product.rate_bp,
    termMonths: product.term_months,
    expectedNetReturnBp: product.disclosure?.expected_net_return_bp,
    expectedNetIncomeWon: preview.amount === amount ? preview.items.reduce((sum, row) => sum + row.net, 0) - amount : undefined,
    disclosureVersion: product.disclosure?.version,
  };
}

export function useInvestFlow(product: ProductDetail, amount: number) {
  const amountRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const addToBasket = usePutBasketItem();
  const invest = usePlaceInvestments();

  /** False (and the field focused, its error shown) when the amount cannot be sent. */
  const checkAmount = () => {
    const error = validateAmount(amount);
    setFieldError(error);
    if (error) {
      amountRef.current?.scrollIntoView({ block: 'center' });
      amountRef.current?.focus();
    }
    return !error;
  };
  const onAmountEdited = () => setFieldError(null);
  const putInBasket = () => {
    if (!checkAmount()) return;
    // Success is said once, by the invest box's status line with its link to the basket (a toast repeated it).
    addToBasket.mutate({ productId: product.id, amount }, { onError: (e) => setFieldError(messageOf(e)) });
  };
  const askToConfirm = () => {
    if (!checkAmount()) return;
    invest.reset();
    setConfirming(true);
  };
  const line = confirmLine(product, amount);
  const confirm = () =>
    invest.mutate(investmentItemsOf([line]), {
      onSuccess: () => {
        setConfirming(false);
        void lazyToast((toast) => toast.success(`${formatWon(amount)} 투자 신청이 완료되었습니다.`));
      },
    });
  const closeConfirm = () => setConfirming(false);
  const confirmError = invest.isError ? investFailMessage(invest.error) : null;
  return { amountRef, fieldError, onAmountEdited, putInBasket, addToBasket, askToConfirm, confirming, line, confirm, closeConfirm, confirmError, invest };
}
