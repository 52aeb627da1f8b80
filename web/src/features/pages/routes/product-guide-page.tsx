import { NavLink, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState } from '@/components/states';

type Guide = { label: string; summary: string; points: string[] };

const GUIDES: Record<string, Guide> = {
  apt: {
    label: '아파트 담보',
    summary: '시세가 분명한 아파트를 담보로 잡는 상품입니다.',
    points: ['KB시세 기준 LTV 상한 적용', '근저당권 설정으로 채권 보전', '부동산 투자 한도(일반 투자자 1,000만 원) 적용'],
  },
  realty: {
    label: '부동산 담보',
    summary: '상가, 토지 등 부동산을 담보로 하는 상품입니다.',
    points: ['감정평가서 기반 담보 가치 산정', '선순위 채권 확인', '부동산 투자 한도 적용'],
  },
  credit: {
    label: '개인 신용',
    summary: '담보 없이 차입자의 신용으로 빌려주는 상품입니다.',
    points: ['신용평가사 점수와 자체 모형 반영', '원리금균등 상환으로 매월 원금 회수', '소액 분산 투자를 권장'],
  },
  corporate: {
    label: '법인 대출',
    summary: '매출채권 등 사업 자산을 바탕으로 법인에 빌려주는 상품입니다.',
    points: ['재무제표와 거래 내역 심사', '대표자 연대보증 확인', '동일 차입자 한도 적용'],
  },
};

export function ProductGuidePage() {
  const { type } = useParams();
  const guide = type ? GUIDES[type] : undefined;
  const title = guide ? `${guide.label} 상품 안내` : '상품 안내';
  return (
    <Page title={title} heading={title} lead="온다리펀딩의 대출 상품은 담보와 차입자에 따라 네 가지로 나뉩니다.">
      <nav className="tabs" aria-label="상품 유형">
        <NavLink end to="/product_guide" className={({ isActive }) => (isActive ? 'tabs__tab is-active' : 'tabs__tab')}>
          전체
        </NavLink>
        {Object.entries(GUIDES).map(([key, item]) => (
          <NavLink key={key} to={`/product_guide/${key}`} className={({ isActive }) => (isActive ? 'tabs__tab is-active' : 'tabs__tab')}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      {type && !guide ? (
        <EmptyState title="안내가 없는 상품 유형입니다.">위의 유형 가운데 하나를 골라 주세요.</EmptyState>
      ) : (
        <div className="feature-grid">
          {(guide ? [guide] : Object.values(GUIDES)).map((item) => (
            <article key={item.label} className="feature">
              <h2>{item.label}</h2>
              <p>{item.summary}</p>
              <ul className="check-list">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      )}
    </Page>
  );
}
