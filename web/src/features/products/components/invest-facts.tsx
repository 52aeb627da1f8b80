// What bounds an investment in this product: the balance, what is left to raise, the per-user cap
// and the investor's remaining limits (null = unlimited).
import { Link } from 'react-router-dom';
import { FactList } from '@/components/fact-list';
import { Money } from '@/components/money';
import type { ProductDetail, Wallet } from '@/api/types';
import type { InvestLimits } from '../api/get-invest-limits';

const Limit = ({ won }: { won: number | null | undefined }) => (won === null ? <>제한 없음</> : <Money won={won} />);

export function InvestFacts({ product, wallet, limits }: { product: ProductDetail; wallet: Wallet | undefined; limits: InvestLimits | undefined }) {
  return (
    <FactList
      className="info-list info-list--compact"
      facts={[
        {
          label: '예치금',
          value: (
            <>
              <Money won={wallet?.balance} /> <Link to="/user/deposit">충전하기</Link>
            </>
          ),
        },
        { label: '남은 모집 금액', value: <Money won={product.target_amount - product.raised_amount} /> },
        product.max_per_user > 0 && {
          label: '1인당 남은 한도',
          value: <Money won={limits ? Math.max(product.max_per_user - limits.invested_in_product, 0) : product.max_per_user} />,
        },
        { label: '총 투자 가능 한도', value: <Limit won={limits?.remaining.total} /> },
        product.is_realty && { label: '부동산 투자 가능 한도', value: <Limit won={limits?.remaining.realty} /> },
        product.is_pf && { label: '부동산 PF 투자 가능 한도', value: <Limit won={limits?.remaining.pf} /> },
        typeof limits?.limits.institutional_share_bp === 'number' && {
          label: `이 상품 투자 가능 한도 (모집 금액의 ${limits.limits.institutional_share_bp / 100}%)`,
          value: <Limit won={limits.remaining.institutional} />,
        },
        { label: '동일 차입자 한도', value: <Limit won={limits?.remaining.borrower} /> },
      ]}
    />
  );
}
