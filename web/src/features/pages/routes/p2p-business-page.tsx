import { Page } from '@/components/page';

export function P2pBusinessPage() {
  return (
    <Page title="온라인투자연계금융업" heading="온라인투자연계금융업(P2P) 안내" lead="「온라인투자연계금융업 및 이용자 보호에 관한 법률」에 따라 등록된 사업자입니다.">
      <div className="prose card">
        <h2>P2P 금융이란</h2>
        <p>여러 투자자의 돈을 모아 대출이 필요한 차입자에게 빌려주고, 차입자가 갚는 원금과 이자를 투자자에게 나누어 돌려주는 금융입니다.</p>
        <h2>투자자 보호 장치</h2>
        <ul className="check-list">
          <li>투자금과 상환금은 은행에 예치·신탁되어 회사 자산과 분리됩니다.</li>
          <li>중앙기록관리기관이 모든 플랫폼의 투자 한도를 함께 관리합니다.</li>
          <li>연체 상품과 주요 경영 사항을 공시 게시판에 알립니다.</li>
        </ul>
        <h2>투자 한도</h2>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">투자자 유형</th>
                <th scope="col">총 한도</th>
                <th scope="col">부동산</th>
                <th scope="col">동일 차입자</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">일반 투자자</th>
                <td className="num">3,000만 원</td>
                <td className="num">1,000만 원</td>
                <td className="num">500만 원</td>
              </tr>
              <tr>
                <th scope="row">소득적격 투자자</th>
                <td className="num">1억 원</td>
                <td className="num">1억 원</td>
                <td className="num">2,000만 원</td>
              </tr>
              <tr>
                <th scope="row">전문 투자자</th>
                <td>제한 없음</td>
                <td>제한 없음</td>
                <td>제한 없음</td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </Page>
  );
}
