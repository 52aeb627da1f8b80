// Investing the whole basket: the confirmation's lines (each product's disclosure, fetched while
// the dialog is open), the all-or-nothing request with the version of each disclosure shown, and
// the failing item's message on its line.
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useProductDetails } from '@/api/get-product';
import { investFailMessage, usePlaceInvestments } from '@/api/place-investments';
import type { Basket } from '@/api/types';
import { investmentItemsOf, type InvestLine } from '@/components/invest-confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { formatWon } from '@/lib/format';

export function useBasketInvest(basket: Basket | undefined, setItemError: (productId: string, message: string) => void) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const invest = usePlaceInvestments();
  const items = basket?.items ?? [];
  const details = useProductDetails(items, confirming);
  const lines: InvestLine[] = items.map((item, i) => {
    const detail = details[i]?.data;
    const preview = detail?.schedule_preview;
    return {
      productId: item.product_id,
      title: item.title,
      amountWon: item.amount,
      rateBp: item.rate_bp,
      termMonths: item.term_months,
      expectedNetReturnBp: detail?.disclosure?.expected_net_return_bp,
      expectedNetIncomeWon: preview && preview.amount === item.amount ? preview.items.reduce((s, r) => s + r.net, 0) - item.amount : undefined,
      disclosureVersion: detail?.disclosure?.version,
    };
  });
  const confirm = () =>
    invest.mutate(
      investmentItemsOf(lines),
      {
        onSuccess: ({ balance, investments }) => {
          setConfirming(false);
          toast.success(`${investments.length}개 상품에 투자 신청이 완료되었습니다. 남은 예치금 ${formatWon(balance)}`);
          navigate('/user/dashboard/inquiry');
        },
        onError: (error) => {
          if (isApiError(error) && error.data.product_id) setItemError(error.data.product_id, investFailMessage(error));
        },
      },
    );
  const open = () => {
    invest.reset();
    setConfirming(true);
  };
  const error = invest.isError ? investFailMessage(invest.error) : null;
  return { lines, confirming, open, close: () => setConfirming(false), confirm, busy: invest.isPending, error };
}
