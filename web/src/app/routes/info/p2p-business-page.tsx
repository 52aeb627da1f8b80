import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/data-table';
import { FeatureGrid } from '@/components/feature-grid';
import { Page } from '@/components/page';

const LIMITS = [
  { type: '일반 투자자', total: '3,000만 원', realty: '1,000만 원', borrower: '500만 원', who: '아래 요건에 해당하지 않는 모든 개인' },
  { type: '소득적격 투자자', total: '1억 원', realty: '1억 원', borrower: '2,000만 원', who: '직전 연도 이자·배당소득 2,000만 원 초과, 또는 사업·근로소득 1억 원 초과' },
  { type: '전문 투자자', total: '제한 없음', realty: '제한 없음', borrower: '제한 없음', who: '법인, 금융투자업 규정에 따른 전문투자자' },
];

const PROTECTIONS = [
  { title: '투자금 분리 보관', text: '투자자의 예치금과 상환금은 은행 등에 예치·신탁하여 회사의 고유 재산과 분리합니다. 회사가 파산해도 회사의 채권자는 이 돈을 가져갈 수 없습니다.' },
  { title: '투자 한도', text: '개인 투자자는 유형별 한도 안에서만 투자할 수 있고, 한도는 모든 플랫폼의 투자 잔액을 합산해 중앙기록관리기관이 관리합니다.' },
  { title: '정보 공시', text: '연계대출 현황, 연체율, 재무 현황과 상품별 차입자 정보·담보 정보를 투자자에게 제공해야 합니다.' },
  { title: '모집 전 설명', text: '상품의 위험, 수수료, 원금 손실 가능성을 투자 전에 설명하고 투자자가 이해했는지 확인합니다.' },
  { title: '이해상충 방지', text: '회사는 대주주나 임직원과 관련된 대출을 취급할 수 없고, 자기 자금으로 투자할 때는 법이 정한 한도를 지켜야 합니다.' },
  { title: '청산 대비', text: '회사가 영업을 멈추더라도 남은 대출의 원리금 회수와 지급을 이어서 처리할 기관과 미리 계약해 둡니다.' },
];

const LIMIT_COLUMNS: Column<(typeof LIMITS)[number]>[] = [
  { key: 'type', header: '투자자 유형', primary: true, cell: (row) => row.type },
  { key: 'total', header: '총 한도', numeric: true, cell: (row) => row.total },
  { key: 'realty', header: '부동산 상품', numeric: true, cell: (row) => row.realty },
  { key: 'borrower', header: '동일 차입자', numeric: true, cell: (row) => row.borrower },
  { key: 'who', header: '요건', cell: (row) => row.who },
];

/** /p2p_business: how P2P lending works and the 온라인투자연계금융업법 rules that protect investors. */
export function P2pBusinessPage() {
  return (
    <Page title="온라인투자연계금융업" heading="온라인투자연계금융업(P2P 금융) 안내" lead="온다리펀딩은 「온라인투자연계금융업 및 이용자 보호에 관한 법률」(온투법)에 따라 금융위원회에 등록한 온라인투자연계금융업자입니다.">
      <div className="prose card">
        <h2>P2P 금융은 이렇게 움직입니다</h2>
        <ol className="step-list">
          <li>
            <strong>대출 신청과 심사</strong> — 돈이 필요한 차입자가 대출을 신청하면, 회사가 담보와 상환 능력을 심사해 투자등급과 금리를 정합니다.
          </li>
          <li>
            <strong>투자자 모집</strong> — 심사를 통과한 대출이 상품으로 공개되고, 여러 투자자가 1만 원 단위로 나누어 투자합니다. 모집 중에는 투자금이 투자 대기 상태로 은행에 보관됩니다.
          </li>
          <li>
            <strong>대출 실행</strong> — 모집이 끝나면 모인 돈이 차입자에게 지급되고, 상환 일정이 확정됩니다.
          </li>
          <li>
            <strong>상환과 지급</strong> — 차입자가 갚은 원금과 이자를 투자 금액 비율대로 나누어, 세금을 원천징수한 뒤 투자자의 예치금으로 지급합니다.
          </li>
        </ol>
        <p>투자자는 예금보다 높은 수익을 기대할 수 있고, 차입자는 은행보다 빠르게 자금을 마련할 수 있습니다. 그 대신 차입자가 갚지 못하면 투자자가 손실을 입을 수 있으며, 이 위험은 예금자보호법으로 보호되지 않습니다.</p>
      </div>
      <h2 className="section-title">법이 투자자를 보호하는 방법</h2>
      <FeatureGrid items={PROTECTIONS} headingLevel={3} />
      <section className="card" aria-labelledby="limits-heading">
        <h2 id="limits-heading" className="card__title">
          투자자 유형별 투자 한도
        </h2>
        <DataTable caption="투자자 유형별 총 한도, 부동산 상품 한도, 동일 차입자 한도" columns={LIMIT_COLUMNS} rows={LIMITS} rowKey={(row) => row.type} />
        <p className="fine-print">
          한도는 모든 온라인투자연계금융업자에서의 투자 잔액(모집 중인 상품에 투자 신청한 금액 포함)을 합산해 적용합니다. 원금을 상환받거나 투자를 취소하면 그만큼 한도가 다시 생깁니다. 부동산 상품은 아파트·부동산 담보 상품을 말합니다.
        </p>
      </section>
      <p>
        더 알아보기: <Link to="/safe_invest">안전한 투자</Link> · <Link to="/announcement">공시</Link> · <Link to="/policy/investment">투자약관</Link>
      </p>
    </Page>
  );
}
