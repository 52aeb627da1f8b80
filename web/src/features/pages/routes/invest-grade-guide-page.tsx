import { Page } from '@/components/page';

const GRADES = [
  { grade: 'A+', desc: '담보 가치 대비 대출 비율(LTV)이 낮고 상환 능력이 매우 우수합니다.', risk: '매우 낮음' },
  { grade: 'A', desc: '담보와 상환 능력이 우수하여 손실 가능성이 낮습니다.', risk: '낮음' },
  { grade: 'B+', desc: '상환 능력은 양호하나 경기 변동의 영향을 일부 받을 수 있습니다.', risk: '보통 이하' },
  { grade: 'B', desc: '상환 능력이 보통이며 분산 투자를 권합니다.', risk: '보통' },
  { grade: 'C', desc: '수익률이 높은 만큼 연체 가능성도 높습니다. 소액 분산 투자를 권합니다.', risk: '높음' },
];

export function InvestGradeGuidePage() {
  return (
    <Page title="투자등급 안내" heading="투자등급 안내" lead="모든 상품은 자체 심사 모형으로 다섯 단계의 투자등급을 받습니다.">
      <div className="card">
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">투자등급별 설명과 위험 수준</caption>
            <thead>
              <tr>
                <th scope="col">등급</th>
                <th scope="col">설명</th>
                <th scope="col">위험 수준</th>
              </tr>
            </thead>
            <tbody>
              {GRADES.map((row) => (
                <tr key={row.grade}>
                  <th scope="row" className="grade-cell">
                    {row.grade}
                  </th>
                  <td>{row.desc}</td>
                  <td>{row.risk}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="prose">
        <h2>등급은 이렇게 정합니다</h2>
        <p>담보 가치와 선순위 채권, 차입자의 소득과 신용 점수, 상환 이력을 종합해 심사역 두 명 이상이 평가합니다. 등급은 원금 보장을 뜻하지 않으며, 투자 결정 전에 상품 설명을 꼭 확인해 주세요.</p>
      </div>
    </Page>
  );
}
