import { Link, NavLink, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { EmptyState } from '@/components/states';

type Guide = { label: string; summary: string; points: string[]; risks: string[]; terms: string; limit: string };

const GUIDES: Record<string, Guide> = {
  apt: {
    label: '아파트 담보',
    summary: '시세가 분명하고 거래가 활발한 아파트에 근저당권을 설정하고 빌려주는 상품입니다. 담보 처분이 쉬워 네 가지 유형 가운데 회수 가능성이 가장 높습니다.',
    points: ['KB시세와 최근 실거래가 가운데 낮은 값을 기준으로 선순위 포함 LTV 80% 이내에서만 대출합니다.', '채권최고액을 대출금의 120%로 정해 근저당권을 설정합니다.', '대부분 6~12개월 만기일시 상환이며, 매월 이자를 받습니다.'],
    risks: ['부동산 경기가 나빠지면 경매 낙찰가가 시세보다 낮을 수 있습니다.', '경매로 회수하면 6개월 이상 걸릴 수 있습니다.'],
    terms: '연 7~11% · 6~12개월',
    limit: '부동산 투자 한도 적용 (일반 투자자 1,000만 원)',
  },
  realty: {
    label: '부동산 담보',
    summary: '상가, 오피스텔, 토지 등 아파트 외의 부동산을 담보로 하는 상품입니다. 감정평가로 담보 가치를 정하며 아파트보다 수익률이 높은 대신 처분이 어렵습니다.',
    points: ['공인 감정평가법인의 감정가를 기준으로 LTV 70% 이내에서 대출합니다.', '등기부등본으로 선순위 채권과 권리 관계를 모두 확인합니다.', '임대 수익이 있는 부동산은 임대차 계약까지 확인합니다.'],
    risks: ['거래가 드문 부동산은 시세 산정과 처분이 어렵습니다.', '선순위 채권이 많으면 회수 금액이 줄 수 있습니다.'],
    terms: '연 10~14% · 6~18개월',
    limit: '부동산 투자 한도 적용 (일반 투자자 1,000만 원)',
  },
  credit: {
    label: '개인 신용',
    summary: '담보 없이 차입자의 소득과 신용으로 빌려주는 상품입니다. 한 상품의 금액이 작아 여러 상품에 나누어 담기 좋습니다.',
    points: ['신용평가사 점수, 소득 증빙, 기존 부채를 함께 봅니다.', '원리금균등 상환으로 매달 원금이 돌아와 위험 노출이 점점 줄어듭니다.', '대출 목적(대환, 생활 자금 등)을 확인합니다.'],
    risks: ['담보가 없어 연체되면 회수율이 낮습니다.', '경기 침체기에는 연체율이 오를 수 있습니다.'],
    terms: '연 8~15% · 12~36개월',
    limit: '동일 차입자 한도 적용 (일반 투자자 500만 원)',
  },
  corporate: {
    label: '법인 대출',
    summary: '매출채권, 재고, 공사 대금 등 사업 자산을 바탕으로 법인에 빌려주는 상품입니다.',
    points: ['최근 3년 재무제표와 부가세 신고 내역, 거래처 입금 내역을 심사합니다.', '대표이사의 연대보증과 매출채권 양도를 함께 받습니다.', '상환 재원이 되는 매출 입금 계좌를 지정해 관리합니다.'],
    risks: ['거래처의 대금 지급이 늦어지면 상환이 지연될 수 있습니다.', '법인이 회생·파산 절차에 들어가면 회수가 오래 걸립니다.'],
    terms: '연 9~14% · 3~12개월',
    limit: '동일 차입자 한도 적용 (일반 투자자 500만 원)',
  },
};

function GuideCard({ type, guide, detailed }: { type: string; guide: Guide; detailed: boolean }) {
  return (
    <article className="feature">
      <h2>{guide.label}</h2>
      <p>{guide.summary}</p>
      <p className="muted">
        {guide.terms} · {guide.limit}
      </p>
      {detailed ? (
        <>
          <h3>심사와 채권 보전</h3>
          <ul className="check-list">
            {guide.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <h3>알아 둘 위험</h3>
          <ul>
            {guide.risks.map((risk) => (
              <li key={risk}>{risk}</li>
            ))}
          </ul>
          <Link className="button button--primary" to={`/products?type=${type}`}>
            {guide.label} 상품 보기
          </Link>
        </>
      ) : (
        <Link to={`/product_guide/${type}`}>자세히 보기</Link>
      )}
    </article>
  );
}

/** /product_guide and /product_guide/:type (apt, realty, credit, corporate). */
export function ProductGuidePage() {
  const { type } = useParams();
  const guide = type ? GUIDES[type] : undefined;
  const title = guide ? `${guide.label} 상품 안내` : '상품 안내';
  return (
    <Page title={title} heading={title} lead="온다리펀딩의 대출 상품은 담보와 차입자에 따라 네 가지로 나뉩니다. 유형마다 수익률, 기간, 위험과 적용되는 투자 한도가 다릅니다.">
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
      ) : guide ? (
        <GuideCard type={type!} guide={guide} detailed />
      ) : (
        <>
          <div className="feature-grid">
            {Object.entries(GUIDES).map(([key, item]) => (
              <GuideCard key={key} type={key} guide={item} detailed={false} />
            ))}
          </div>
          <div className="prose">
            <h2>투자는 이렇게 진행됩니다</h2>
            <ol className="step-list">
              <li>상품 설명과 투자등급, 담보 정보를 확인합니다.</li>
              <li>1만 원 단위로 금액을 정해 장바구니에 담고 한 번에 투자합니다. 투자 금액은 모집이 끝날 때까지 투자 대기 금액으로 묶입니다.</li>
              <li>모집이 끝나면 대출이 실행되고, 상환일마다 원금과 이자가 세금을 뺀 뒤 예치금으로 들어옵니다.</li>
            </ol>
          </div>
        </>
      )}
    </Page>
  );
}
