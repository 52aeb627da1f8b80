// What investing the basket does to the investor's money: the balance now, the total, the balance
// afterwards, and a way to top up when the balance falls short.
import { Link } from 'react-router-dom';
import { Money } from '@/components/money';

export function BasketSummary({ balanceWon, totalWon, count }: { balanceWon: number | undefined; totalWon: number; count: number }) {
  const afterWon = balanceWon === undefined ? undefined : balanceWon - totalWon;
  const short = afterWon !== undefined && afterWon < 0;
  return (
    <section className="card" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className="card__title">
        투자 요약
      </h2>
      <dl className="info-list info-list--compact">
        <div>
          <dt>예치금</dt>
          <dd>
            <Money won={balanceWon} />
          </dd>
        </div>
        <div>
          <dt>총 투자 금액 ({count}개 상품)</dt>
          <dd>
            <Money won={totalWon} />
          </dd>
        </div>
        <div className="info-list__total">
          <dt>투자 후 예치금</dt>
          <dd>
            <Money won={afterWon} tone={short} />
          </dd>
        </div>
      </dl>
      {short ? (
        <p className="field__error" role="alert">
          예치금이 <Money won={-(afterWon ?? 0)} /> 부족합니다. 충전한 뒤 투자해 주세요.
        </p>
      ) : null}
      <Link className="button button--ghost button--block" to="/user/deposit">
        예치금 충전하기
      </Link>
    </section>
  );
}
