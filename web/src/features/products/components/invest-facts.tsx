// What bounds an investment in this product: the balance, what is left to raise, the per-user cap
// and the investor's remaining limits (null = unlimited).
import { Link } from 'react-router-dom';
import { Money } from '@/components/money';
import type { ProductDetail, Wallet } from '@/api/types';
import type { InvestLimits } from '../api/get-invest-limits';

const Limit = ({ won }: { won: number | null | undefined }) => (won === null ? <>제한 없음</> : <Money won={won} />);

export function InvestFacts({ product, wallet, limits }: { product: ProductDetail; wallet: Wallet | undefined; limits: InvestLimits | undefined }) {
  return (
    <dl className="info-list info-list--compact">
      <div>
        <dt>예치금</dt>
        <dd>
          <Money won={wallet?.balance} /> <Link to="/user/deposit">충전하기</Link>
        </dd>
      </div>
      <div>
        <dt>남은 모집 금액</dt>
        <dd>
          <Money won={product.target_amount - product.raised_amount} />
        </dd>
      </div>
      {product.max_per_user > 0 ? (
        <div>
          <dt>1인당 남은 한도</dt>
          <dd>
            <Money won={limits ? Math.max(product.max_per_user - limits.invested_in_product, 0) : product.max_per_user} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>총 투자 가능 한도</dt>
        <dd>
          <Limit won={limits?.remaining.total} />
        </dd>
      </div>
      {product.is_realty ? (
        <div>
          <dt>부동산 투자 가능 한도</dt>
          <dd>
            <Limit won={limits?.remaining.realty} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>동일 차입자 한도</dt>
        <dd>
          <Limit won={limits?.remaining.borrower} />
        </dd>
      </div>
    </dl>
  );
}
