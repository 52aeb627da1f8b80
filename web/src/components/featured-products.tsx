// Products still raising funds as a short list of links (title, grade, term, target, rate, how
// much is raised): the home page's newest three and the apartment landing page's four.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useProducts, type ProductListParams } from '@/api/get-products';
import { formatRateBp, formatWonShort, percentOf } from '@/lib/format';
import { EmptyState, LoadingBlock } from './states';

type Props = {
  params: ProductListParams;
  loadingLabel?: string;
  /** Shown when nothing is raising funds, or the list could not be read (the page stays useful either way). */
  emptyTitle: string;
  emptyBody: ReactNode;
};

export function FeaturedProducts({ params, loadingLabel, emptyTitle, emptyBody }: Props) {
  const products = useProducts(params);
  if (products.isPending) return <LoadingBlock label={loadingLabel} />;
  if (products.isError || products.data.items.length === 0) return <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>;
  return (
    <ul className="featured-list">
      {products.data.items.map((product) => (
        <li key={product.id} className="featured-list__item">
          <Link to={`/products/${product.id}`} className="featured-list__link">
            <span className="featured-list__title">{product.title}</span>
            <span className="featured-list__meta">
              {product.grade}등급 · {product.term_months}개월 · 목표 {formatWonShort(product.target_amount)}
            </span>
            <span className="featured-list__rate">연 {formatRateBp(product.rate_bp)}</span>
            <span className="featured-list__progress">{percentOf(product.raised_amount, product.target_amount)}% 모집</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
