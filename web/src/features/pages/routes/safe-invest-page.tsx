import { Link } from 'react-router-dom';
import { Page } from '@/components/page';

export function SafeInvestPage() {
  return (
    <Page title="안전한 투자" heading="안전한 투자를 위한 약속" lead="원금 손실 가능성을 줄이기 위해 심사부터 상환까지 단계마다 확인합니다.">
      <div className="feature-grid">
        <article className="feature">
          <h2>1. 이중 심사</h2>
          <p>심사역 두 명 이상이 담보와 상환 능력을 따로 평가하고, 리스크관리위원회가 최종 승인합니다.</p>
        </article>
        <article className="feature">
          <h2>2. 분산 투자</h2>
          <p>1만 원 단위로 여러 상품에 나누어 투자하면 한 상품의 연체가 전체 수익에 주는 영향이 줄어듭니다.</p>
        </article>
        <article className="feature">
          <h2>3. 연체 관리</h2>
          <p>상환일이 지나면 즉시 추심 절차를 시작하고, 30일 이상 연체된 상품은 투자자에게 연체 공지로 알립니다.</p>
        </article>
      </div>
      <p className="fine-print">
        P2P 투자는 원금이 보장되지 않습니다. <Link to="/overdue">연체 공지</Link>와 <Link to="/disclosure">정보공개</Link>에서 현황을 확인할 수 있습니다.
      </p>
    </Page>
  );
}
