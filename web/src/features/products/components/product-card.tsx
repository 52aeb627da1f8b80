import { Link } from 'react-router-dom';
import { formatRateBp, formatWonShort, percentOf } from '@/lib/format';
import { PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS, type Product } from '../api/products-api';

export function StatusBadge({ status, suspended }: { status: Product['status']; suspended?: boolean }) {
  if (suspended) return <span className="badge badge--muted">투자 일시중지</span>;
  return <span className={`badge badge--${status}`}>{PRODUCT_STATUS_LABELS[status] ?? status}</span>;
}

export function FundingProgress({ raised, target }: { raised: number; target: number }) {
  const percent = percentOf(raised, target);
  return (
    <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={`모집률 ${percent}%`}>
      <span className="progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function ProductCard({ product }: { product: Product }) {
  const percent = percentOf(product.raised_amount, product.target_amount);
  return (
    <article className="product-card">
      <div className="product-card__top">
        <span className="product-card__type">{PRODUCT_TYPE_LABELS[product.type] ?? product.type}</span>
        <StatusBadge status={product.status} suspended={product.suspended} />
      </div>
      <h3 className="product-card__title">
        <Link to={`/products/${product.id}`}>{product.title}</Link>
      </h3>
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
        <span>{percent}% 모집</span>
        <span>목표 {formatWonShort(product.target_amount)}</span>
      </p>
    </article>
  );
}
