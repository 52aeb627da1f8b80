// The invest box's amount: a numeric field in won with −/+ 10,000 steps and quick additions.
import { forwardRef, type ReactNode } from 'react';
import { MoneyInput } from '@/components/money-input';
import { INVEST_UNIT_WON, MIN_INVEST_AMOUNT_WON } from '@/config/site';

type Props = {
  amount: number;
  onAmount: (won: number) => void;
  disabled: boolean;
  /** Why the amount cannot be invested, under the field (a message, or one with a link). */
  error: ReactNode;
};

const QUICK_ADD_WON = [100_000, 500_000, 1_000_000];

export const InvestAmountField = forwardRef<HTMLInputElement, Props>(function InvestAmountField({ amount, onAmount, disabled, error }, ref) {
  const step = (delta: number) => onAmount(Math.max(MIN_INVEST_AMOUNT_WON, amount + delta));
  return (
    <div className="field">
      <label className="field__label" htmlFor="invest-amount">
        투자 금액 (원)
      </label>
      <div className="stepper">
        <button type="button" className="button button--ghost button--small" onClick={() => step(-INVEST_UNIT_WON)} disabled={disabled || amount <= MIN_INVEST_AMOUNT_WON} aria-label="1만 원 빼기">
          −
        </button>
        <MoneyInput
          ref={ref}
          id="invest-amount"
          name="amount"
          valueWon={amount}
          onValueWon={(won) => onAmount(won ?? 0)}
          aria-invalid={error ? true : undefined}
          aria-describedby="invest-amount-note"
          disabled={disabled}
        />
        <button type="button" className="button button--ghost button--small" onClick={() => step(INVEST_UNIT_WON)} disabled={disabled} aria-label="1만 원 더하기">
          +
        </button>
      </div>
      <span id="invest-amount-note" className={error ? 'field__error' : 'field__help'} role={error ? 'alert' : undefined}>
        {error ?? '10,000원 이상, 10,000원 단위로 투자할 수 있습니다.'}
      </span>
      <div className="button-row" role="group" aria-label="빠른 금액 추가">
        {QUICK_ADD_WON.map((won) => (
          <button key={won} type="button" className="button button--ghost button--small" onClick={() => step(won)} disabled={disabled}>
            +{won / 10_000}만
          </button>
        ))}
      </div>
    </div>
  );
});
