import { Link } from 'react-router-dom';
import { useProducts } from '@/api/get-products';
import { AsyncBoundary } from '@/components/async-boundary';
import { FeatureGrid } from '@/components/feature-grid';
import { FeaturedProductList } from '@/components/featured-product-list';
import { Page } from '@/components/page';
import { LoanApplicationForm } from '@/features/pages/components/loan-application-form';

const STRENGTHS = [
  { title: '시세 기반 LTV', text: 'KB시세와 실거래가를 함께 확인해 담보 가치의 일정 비율 안에서만 대출합니다.' },
  { title: '근저당 설정', text: '모든 상품에 근저당권을 설정해 연체 시 담보 처분으로 채권을 회수합니다.' },
  { title: '짧은 투자 기간', text: '대부분 6~12개월 상품으로 자금이 오래 묶이지 않습니다.' },
];

function AptProducts() {
  const products = useProducts({ type: 'apt', status: 'funding', page: 1, size: 4 });
  return (
    <AsyncBoundary
      query={products}
      isEmpty={(data) => data.items.length === 0}
      empty={{ title: '지금 모집 중인 아파트 상품이 없습니다.', body: <Link to="/products?type=apt">지난 아파트 상품 보기</Link> }}
    >
      {(data) => <FeaturedProductList products={data.items} />}
    </AsyncBoundary>
  );
}

export function LandingAptPage() {
  return (
    <Page title="아파트 담보 투자" heading="아파트 담보 상품, 이렇게 안전합니다" lead="시세가 분명한 아파트를 담보로 잡아 원금 회수 가능성을 높였습니다.">
      <FeatureGrid items={STRENGTHS} />
      <h2 className="section-title">모집 중인 아파트 상품</h2>
      <AptProducts />
      <p className="fine-print">일반 투자자의 부동산 상품 투자 한도는 1,000만 원입니다. 연계투자는 원금이 보장되지 않습니다.</p>
      <section className="two-columns" aria-labelledby="borrow-heading">
        <div className="prose">
          <h2 id="borrow-heading">아파트를 담보로 자금이 필요하신가요?</h2>
          <p>은행 한도가 부족하거나 심사가 오래 걸린다면, 온다리펀딩의 아파트 담보대출을 알아보세요. 시세 확인부터 대출 실행까지 보통 5영업일이면 충분합니다.</p>
          <ul className="check-list">
            <li>선순위 포함 LTV 최대 80%</li>
            <li>6~24개월, 중도상환 수수료 없음</li>
            <li>
              자세한 조건은 <Link to="/loan/apt">아파트 담보대출 안내</Link>에서 확인하세요.
            </li>
          </ul>
        </div>
        <LoanApplicationForm source="landing_apt" />
      </section>
    </Page>
  );
}
