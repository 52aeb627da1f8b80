import { Link } from 'react-router-dom';
import { FeatureGrid } from '@/components/feature-grid';
import { Page } from '@/components/page';

const SAFEGUARDS = [
  { title: '예치금은 은행에 분리 보관', text: '투자자가 입금한 돈은 제휴 은행에 개설된 투자자 명의 가상계좌로 들어가 회사 자금과 섞이지 않습니다. 회사는 이 돈을 운영비로 쓸 수 없고, 회사가 문을 닫아도 회사 채권자가 가져갈 수 없습니다.' },
  { title: '이중 심사와 위원회 승인', text: '심사역 두 명이 담보와 상환 능력을 따로 평가하고, 리스크관리위원회가 최종 승인한 대출만 상품으로 공개합니다.' },
  { title: '채권 보전', text: '담보 상품은 근저당권을 설정하고, 법인 대출은 연대보증과 매출채권 양도를 받습니다. 연체가 생기면 정해진 절차에 따라 바로 회수를 시작합니다.' },
  { title: '지워지지 않는 원장', text: '입금, 투자, 상환, 출금의 모든 움직임을 추가만 가능한 기록으로 남깁니다. 잔액은 언제든 이 기록에서 다시 계산해 맞는지 검증합니다.' },
];

const DISCLOSURES = [
  { label: '연체 공지', to: '/overdue', text: '30일 이상 연체된 상품의 현황과 회수 진행 상황 (상품별 공지는 그 상품 투자자에게 공개)' },
  { label: '공시', to: '/announcement', text: '연계대출 현황, 연체율, 영업보고서 등 법정 공시' },
  { label: '정보공개', to: '/disclosure', text: '수수료, 재무제표, 내부통제기준' },
];

/** /safe_invest: segregated deposits, disclosure and the risks an investor takes. */
export function SafeInvestPage() {
  return (
    <Page title="안전한 투자" heading="안전한 투자를 위한 약속" lead="손실 가능성을 없앨 수는 없지만, 줄이고 숨기지 않을 수는 있습니다. 온다리펀딩이 투자자의 돈을 지키는 방법입니다.">
      <FeatureGrid items={SAFEGUARDS} />
      <section className="card" aria-labelledby="disclosure-heading">
        <h2 id="disclosure-heading" className="card__title">
          투명한 공시
        </h2>
        <ul className="link-list">
          {DISCLOSURES.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link> — {item.text}
            </li>
          ))}
        </ul>
      </section>
      <section className="prose card" aria-labelledby="risk-heading">
        <h2 id="risk-heading">투자 전에 꼭 알아야 할 위험</h2>
        <ul>
          <li>
            <strong>원금이 보장되지 않습니다.</strong> 연계투자는 예금자보호법에 따른 보호 대상이 아니며, 차입자가 상환하지 못하면 원금의 일부 또는 전부를 잃을 수 있습니다. 회사는 손실을 보전하지 않습니다.
          </li>
          <li>
            <strong>상환이 늦어질 수 있습니다.</strong> 연체가 생기면 담보 처분이나 법적 절차로 회수하는 데 수개월이 걸릴 수 있고, 그동안 돈을 찾을 수 없습니다.
          </li>
          <li>
            <strong>중도에 돌려받을 수 없습니다.</strong> 모집이 끝나 대출이 실행된 뒤에는 투자를 취소하거나 다른 사람에게 넘길 수 없습니다.
          </li>
          <li>
            <strong>수익률은 세전 기준입니다.</strong> 이자에서 이자소득세 14%와 지방소득세 1.4%가 원천징수됩니다.
          </li>
        </ul>
        <p>
          위험을 줄이려면 한 상품에 몰아서 투자하지 말고, 여러 상품과 유형에 나누어 투자하세요. 1만 원부터 투자할 수 있는 이유입니다.
        </p>
      </section>
    </Page>
  );
}
