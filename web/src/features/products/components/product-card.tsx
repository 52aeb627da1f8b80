import { Link } from 'react-router-dom';
import type { Product } from '@/api/types';
import { ProgressBar } from '@/components/progress-bar';
import { formatDateTime, formatRateBp, formatWonShort, percentOf } from '@/lib/format';
import { investorStatusBadge, isFundingClosed } from '@/lib/funding-deadline';
import { PRODUCT_TYPE_LABELS } from '@/lib/labels';

/** The product's status in the investors' words; past its deadline unfilled it is 모집 마감, suspended or not. */
export function StatusBadge({ product, nowMs }: { product: Pick<Product, 'status' | 'closes_at' | 'cancel_reason' | 'suspended'>; nowMs: number }) {
  if (product.suspended && !isFundingClosed(product, nowMs)) return <span className="badge badge--muted">투자 일시중지</span>;
  const { label, tone } = investorStatusBadge(product, nowMs);
  return <span className={`badge badge--${tone}`}>{label}</span>;
}

/** Products only their own investors may open carry this mark in lists, so nobody opens a dead end. */
export function InvestorOnlyBadge() {
  return (
    <span className="badge badge--investor-only" title="이 상품에 투자한 회원만 상세 내용을 볼 수 있습니다.">
      투자자 전용
    </span>
  );
}

export function FundingProgress({ raised, target }: { raised: number; target: number }) {
  return <ProgressBar label="모집률" value={raised} max={target} />;
}

/** `nowMs`: the business clock's now (useBusinessNowMs), which decides whether funding has closed. */
export function ProductCard({ product, nowMs }: { product: Product; nowMs: number }) {
  const percent = percentOf(product.raised_amount, product.target_amount);
  return (
    <article className="product-card">
      <div className="product-card__top">
        <span className="product-card__type">{PRODUCT_TYPE_LABELS[product.type] ?? product.type}</span>
        <span className="badge-row">
          {product.investor_only ? <InvestorOnlyBadge /> : null}
          <StatusBadge product={product} nowMs={nowMs} />
        </span>
      </div>
      <h2 className="product-card__title">
        <Link to={`/products/${product.id}`}>{product.title}</Link>
      </h2>
      {product.investor_only ? <p className="fine-print">이 상품에 투자한 회원만 상세 내용을 볼 수 있습니다.</p> : null}
      <dl className="product-card__facts">
        <div>
          <dt>연 수익률</dt>
          <dd className="product-card__rate">{formatRateBp(product.rate_bp)}</dd>
        </div>
        <div>
          <dt>기간</dt>
          <dd>{product.term_months}개월</dd>
        </div>
        <div>
          <dt>등급</dt>
          <dd>{product.grade}</dd>
        </div>
      </dl>
      <FundingProgress raised={product.raised_amount} target={product.target_amount} />
      <p className="product-card__progress-text">
        {/* 공개예정: shown before funding opens, with when it opens. */}
        <span>{product.status === 'scheduled' ? `${formatDateTime(product.opens_at)} 모집 시작` : `${percent}% 모집`}</span>
        <span>목표 {formatWonShort(product.target_amount)}</span>
      </p>
    </article>
  );
}
