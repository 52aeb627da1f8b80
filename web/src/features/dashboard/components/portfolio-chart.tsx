import type { ProductType } from '@/api/types';
import { Money } from '@/components/money';
import { formatWon } from '@/lib/format';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';

const TYPE_LABELS: Record<string, string> = PRODUCT_TYPE_LABELS satisfies Record<ProductType, string>;
const COLORS: Record<string, string> = { apt: '#1f6feb', realty: '#8250df', credit: '#1a7f37', corporate: '#bf8700' };

type Props = {
  /** By type, `outstanding` is what is placed and not yet back: 투자 대기 and 남은 원금 together (GET /dashboard). */
  portfolio: { type: string; invested: number; outstanding: number }[];
  heldWon: number;
  outstandingPrincipalWon: number;
};

/**
 * 투자 중 금액 (투자 대기 + 남은 원금, docs/glossary.md) by product type: one proportional bar with
 * a legend, inline SVG. It was titled 남은 원금 beside a 남은 원금 of another figure (without the
 * money still raising); its total is now shown as the two headline figures it adds.
 */
export function PortfolioChart({ portfolio, heldWon, outstandingPrincipalWon }: Props) {
  const total = portfolio.reduce((s, p) => s + p.outstanding, 0);
  let x = 0;
  return (
    <figure className="card stack stack--tight" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title" className="card__title">
        상품 유형별 투자 중 금액
      </h2>
      <dl className="info-list info-list--compact" data-testid="portfolio-total">
        <div>
          <dt>투자 중 금액</dt>
          <dd>
            <Money won={heldWon + outstandingPrincipalWon} />
          </dd>
        </div>
        <div>
          <dt>= 투자 대기</dt>
          <dd>
            <Money won={heldWon} />
          </dd>
        </div>
        <div>
          <dt>+ 남은 원금</dt>
          <dd>
            <Money won={outstandingPrincipalWon} />
          </dd>
        </div>
      </dl>
      {total === 0 ? (
        <p className="muted">투자 중인 금액이 없습니다.</p>
      ) : (
        <svg role="img" aria-label="상품 유형별 투자 중 금액 비율" viewBox="0 0 100 8" width="100%" height="32" preserveAspectRatio="none">
          {portfolio.map((p) => {
            const w = (p.outstanding / total) * 100;
            const rect = <rect key={p.type} x={x} y={0} width={w} height={8} fill={COLORS[p.type] ?? '#57606a'} />;
            x += w;
            return rect;
          })}
        </svg>
      )}
      <ul className="info-list">
        {portfolio.map((p) => (
          <li key={p.type}>
            <span style={{ color: COLORS[p.type] ?? '#57606a' }}>■</span> {TYPE_LABELS[p.type] ?? p.type}: {formatWon(p.outstanding)}
            {total > 0 ? ` (${Math.round((p.outstanding / total) * 1000) / 10}%)` : ''} <span className="muted nowrap">· 투자 금액 {formatWon(p.invested)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
