import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/data-table';
import { FeatureGrid } from '@/components/feature-grid';
import { Page } from '@/components/page';

/** Expected default rates are the grading model's targets, reviewed every quarter against actual results. */
const GRADES = [
  { grade: 'A+', desc: '시세 대비 대출 비율(LTV)이 60% 이하인 아파트 담보, 또는 신용점수 900점 이상 차입자', rate: '연 6~8%', defaultRate: '0.5% 미만' },
  { grade: 'A', desc: 'LTV 70% 이하 주거용 부동산 담보, 또는 신용점수 850점 이상 차입자', rate: '연 8~10%', defaultRate: '0.5~1%' },
  { grade: 'B+', desc: 'LTV 75% 이하 부동산 담보, 또는 매출이 안정적인 법인', rate: '연 10~12%', defaultRate: '1~2%' },
  { grade: 'B', desc: '상환 능력은 양호하나 담보 가치나 업황 변동의 영향을 받을 수 있는 대출', rate: '연 12~14%', defaultRate: '2~4%' },
  { grade: 'C', desc: '담보가 부족하거나 신용 이력이 짧아 위험이 높은 대출', rate: '연 14~16%', defaultRate: '4~7%' },
  { grade: 'D', desc: '고위험 대출. 온다리펀딩은 현재 D등급 상품을 모집하지 않습니다', rate: '-', defaultRate: '7% 이상' },
];

const FACTORS = [
  { title: '담보 가치', note: '40%', text: 'KB시세·실거래가·감정평가액 가운데 낮은 값을 기준으로 선순위 채권을 뺀 회수 가능 금액을 봅니다.' },
  { title: '상환 능력', note: '30%', text: '소득·매출과 기존 부채 상환액의 비율(DSR), 소득의 안정성을 평가합니다.' },
  { title: '신용 정보', note: '20%', text: '신용평가사 점수, 최근 연체 이력, 대출 조회 건수를 반영합니다.' },
  { title: '대출 구조', note: '10%', text: '대출 기간, 상환 방식(원리금균등·만기일시), 보증과 담보 설정 순위를 봅니다.' },
];

const GRADE_COLUMNS: Column<(typeof GRADES)[number]>[] = [
  { key: 'grade', header: '등급', primary: true, cell: (row) => <strong className="grade-cell">{row.grade}</strong> },
  { key: 'desc', header: '기준', cell: (row) => row.desc },
  { key: 'rate', header: '예상 수익률(세전)', numeric: true, cell: (row) => row.rate },
  { key: 'default', header: '예상 부도율', numeric: true, cell: (row) => row.defaultRate },
];

/** /invest_grade_guide: how products are graded, with the grade table. */
export function InvestGradeGuidePage() {
  return (
    <Page title="투자등급 안내" heading="투자등급 안내" lead="모든 상품은 자체 심사 모형으로 여섯 단계(A+~D)의 투자등급을 받습니다. 등급은 예상 부도율을 기준으로 매깁니다.">
      <section className="card" aria-labelledby="grade-table-heading">
        <h2 id="grade-table-heading" className="card__title">
          등급표
        </h2>
        <DataTable caption="투자등급별 기준, 예상 수익률, 예상 부도율" columns={GRADE_COLUMNS} rows={GRADES} rowKey={(row) => row.grade} />
        <p className="fine-print">예상 부도율은 심사 모형이 추정한 1년 안에 90일 이상 연체될 확률이며, 실제 결과와 다를 수 있습니다. 실제 연체율은 공시 게시판에서 확인하실 수 있습니다.</p>
      </section>
      <div className="prose">
        <h2>등급은 이렇게 정합니다</h2>
        <p>심사역 두 명이 아래 네 가지 요소를 따로 평가해 점수를 매기고, 리스크관리위원회가 두 평가를 검토해 최종 등급을 확정합니다. 대출을 신청한 차입자와 이해관계가 있는 임직원은 심사에서 빠집니다.</p>
      </div>
      <FeatureGrid items={FACTORS} headingLevel={3} />
      <div className="prose">
        <h2>등급을 읽는 법</h2>
        <ul className="check-list">
          <li>등급이 높을수록 손실 가능성이 낮은 대신 수익률도 낮습니다.</li>
          <li>등급은 원금 보장을 뜻하지 않습니다. 같은 등급이라도 여러 상품에 나누어 투자하세요.</li>
          <li>상환 중 담보 가치나 차입자 상황이 크게 바뀌면 등급을 다시 매기고 투자자께 알려 드립니다.</li>
        </ul>
        <p>
          상품 유형별 특징은 <Link to="/product_guide">상품 안내</Link>에서 확인하세요.
        </p>
      </div>
    </Page>
  );
}
