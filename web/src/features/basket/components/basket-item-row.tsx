// One basket line: the product, its amount (editable in 10,000-won steps) and this line's error.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MoneyInput } from '@/components/money-input';
import { INVEST_UNIT_WON, MIN_INVEST_AMOUNT_WON } from '@/config/site';
import { failMessages } from '@/lib/fail-messages';
import { formatRateBp, formatWon } from '@/lib/format';
import type { BasketItem } from '@/api/types';

type Props = {
  item: BasketItem;
  error: string | null;
  busy: boolean;
  onChange: (amountWon: number) => void;
  onRemove: () => void;
};

export function BasketItemRow({ item, error, busy, onChange, onRemove }: Props) {
  const [draftWon, setDraftWon] = useState<number | null>(item.amount);
  const [localError, setLocalError] = useState<string | null>(null);
  useEffect(() => setDraftWon(item.amount), [item.amount]);
  const commit = () => {
    const won = draftWon ?? 0;
    if (won < MIN_INVEST_AMOUNT_WON) return setLocalError(failMessages.min_invest_amount);
    if (won % INVEST_UNIT_WON !== 0) return setLocalError(failMessages.invalid_amount);
    setLocalError(null);
    if (won !== item.amount) onChange(won);
  };
  const shown = localError ?? error;
  const inputId = `amount-${item.product_id}`;
  return (
    <li className="basket-list__item card" aria-invalid={shown ? true : undefined}>
      <div>
        <Link to={`/products/${item.product_id}`} className="basket-list__title">
          {item.title}
        </Link>
        <p className="muted">
          연 {formatRateBp(item.rate_bp)} · {item.term_months}개월
          {item.remaining_amount !== undefined ? ` · 남은 모집 ${formatWon(item.remaining_amount)}` : ''}
          {item.suspended ? ' · 투자 일시중지' : ''}
        </p>
        {shown ? (
          <p className="field__error" role="alert">
            {shown}
          </p>
        ) : null}
      </div>
      <label className="field field--inline" htmlFor={inputId}>
        <span className="field__label">투자 금액</span>
        <MoneyInput
          id={inputId}
          valueWon={draftWon}
          onValueWon={setDraftWon}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          disabled={busy}
        />
      </label>
      <button type="button" className="button button--ghost button--small" onClick={onRemove} disabled={busy} aria-label={`${item.title} 빼기`}>
        빼기
      </button>
    </li>
  );
}
