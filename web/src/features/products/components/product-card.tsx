import { Link } from 'react-router-dom';
import type { Product } from '@/api/types';
import { ProgressBar } from '@/components/progress-bar';
import { formatDateTime, formatRateBp, formatWonShort, percentOf } from '@/lib/format';
import { PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS } from '@/lib/labels';

export function StatusBadge({ status, suspended }: { status: Product['status']; suspended?: boolean }) {
  if (suspended) return <span className="badge badge--muted">투자 일시중지</span>;
  return <span className={`badge badge--${status}`}>{PRODUCT_STATUS_LABELS[status] ?? status}</span>;
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

export function ProductCard({ product }: { product: Product }) {
  const percent = percentOf(product.raised_amount, product.target_amount);
  return (
    <article className="product-card">
      <div className="product-card__top">
        <span className="product-card__type">{PRODUCT_TYPE_LABELS[product.type] ?? product.type}</span>
        <span className="badge-row">
          {product.investor_only ? <InvestorOnlyBadge /> : null}
          <StatusBadge status={product.status} suspended={product.suspended} />
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
