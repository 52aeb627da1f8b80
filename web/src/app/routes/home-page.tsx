import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useProducts } from '@/api/get-products';
import { FeatureGrid } from '@/components/feature-grid';
import { FeaturedProductList } from '@/components/featured-product-list';
import { EmptyState, LoadingBlock } from '@/components/states';
import { HOME_FUNDING_PRODUCTS_SIZE, HOME_NOTICES_SIZE } from '@/config/first-reads';
import { BRAND_NAME, BRAND_TAGLINE_PHRASES } from '@/config/site';
import { RecentNotices } from '@/features/boards/components/recent-notices';
import { StatsSummary } from '@/features/stats/components/stats-summary';
import { useDocumentTitle } from '@/lib/use-document-title';

const REASONS = [
  { title: '예치금 분리 보관', text: '투자자의 예치금은 제휴 은행의 가상계좌에 분리 보관되어 회사 자산과 섞이지 않습니다.' },
  { title: '투명한 원장', text: '입금, 투자, 상환의 모든 움직임을 지워지지 않는 기록으로 남겨 언제든 확인할 수 있습니다.' },
  { title: '법정 투자 한도 준수', text: '일반 투자자 동일 차입자 500만 원, 부동산 1,000만 원 등 법정 한도를 자동으로 확인합니다.' },
];

/** The three newest products still raising funds; a failed read shows as "none" (the page stays useful). */
function FeaturedProducts() {
  const products = useProducts({ status: 'funding', page: 1, size: HOME_FUNDING_PRODUCTS_SIZE });
  if (products.isPending) return <LoadingBlock label="모집 중인 상품을 불러오는 중입니다…" />;
  if (products.isError || products.data.items.length === 0) {
    return (
      <EmptyState title="지금 모집 중인 상품이 없습니다.">
        새 상품이 열리면 공지사항으로 알려 드립니다. <Link to="/products">전체 상품 보기</Link>
      </EmptyState>
    );
  }
  return <FeaturedProductList products={products.data.items} />;
}

/** Home (index route): the hero, the platform's figures and latest notices, the products raising funds. */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero__inner">
          <p className="hero__eyebrow">온라인투자연계금융업 등록 P2P 플랫폼</p>
          <h1 id="hero-heading" className="hero__title">
            {BRAND_TAGLINE_PHRASES.map((phrase, i) => (
              <Fragment key={phrase}>
                {i > 0 ? ' ' : null}
                <span className="hero__phrase">{phrase}</span>
              </Fragment>
            ))}
          </h1>
          <p className="hero__text">
            {BRAND_NAME}은 담보와 신용을 꼼꼼히 심사한 대출 상품만 소개합니다. 투자금은 은행 가상계좌로 안전하게 관리되며, 매월 원금과 이자를 예치금으로 받아 보세요.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to="/products">
              투자상품 보기
            </Link>
            <Link className="button button--light button--large" to="/product_guide">
              처음이신가요?
            </Link>
          </div>
        </div>
      </section>
      <div className="container">
        <StatsSummary />
        <RecentNotices count={HOME_NOTICES_SIZE} />
        <section className="home-section" aria-labelledby="featured-heading">
          <div className="home-section__head">
            <h2 id="featured-heading">모집 중인 상품</h2>
            <Link to="/products?status=funding">전체 보기</Link>
          </div>
          <FeaturedProducts />
        </section>
        <section className="home-section" aria-labelledby="why-heading">
          <h2 id="why-heading">{BRAND_NAME}이 안전한 이유</h2>
          <FeatureGrid items={REASONS} headingLevel={3} />
        </section>
      </div>
    </div>
  );
}
