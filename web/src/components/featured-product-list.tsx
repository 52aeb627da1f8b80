// Products still raising funds as a short list of links (title, grade, term, target, rate, how
// much is raised): the home page's newest three and the apartment landing page's four. Only the
// list is shared: each page reads its own products (a shared component that reads them made the
// bundler split the home page's first load into five more files).
import { Link } from 'react-router-dom';
import type { Product } from '@/api/types';
import { formatRateBp, formatWonShort, percentOf } from '@/lib/format';

export function FeaturedProductList({ products }: { products: Product[] }) {
  return (
    <ul className="featured-list">
      {products.map((product) => (
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
