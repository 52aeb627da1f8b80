import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { CUSTOMER_CENTER_PHONE } from '@/config/site';
import { LoanApplicationForm } from '@/features/pages/components/loan-application-form';

/** /loan/apt: apartment-secured loans for borrowers, with the application form. */
export function LoanAptPage() {
  return (
    <Page title="아파트 담보대출" heading="아파트 담보대출 안내" lead="은행 대출이 어렵거나 급하게 자금이 필요할 때, 보유한 아파트로 빠르게 마련하세요.">
      <div className="detail-grid">
        <div className="detail-grid__main prose card">
          <h2>대출 조건</h2>
          <dl className="info-list">
            <div>
              <dt>대출 한도</dt>
              <dd>KB시세와 최근 실거래가 가운데 낮은 값 기준 LTV 최대 80% (선순위 대출 포함)</dd>
            </div>
            <div>
              <dt>금리</dt>
              <dd>연 7~14% (투자등급에 따라 정해지며, 법정 최고금리 연 20%를 넘지 않습니다)</dd>
            </div>
            <div>
              <dt>대출 기간</dt>
              <dd>6개월 ~ 24개월</dd>
            </div>
            <div>
              <dt>상환 방식</dt>
              <dd>만기일시(매월 이자) 또는 원리금균등</dd>
            </div>
            <div>
              <dt>중도상환</dt>
              <dd>수수료 없음 — 쓴 날짜만큼만 이자를 냅니다</dd>
            </div>
            <div>
              <dt>플랫폼 수수료</dt>
              <dd>대출 실행 시 대출금의 1~2% (상품 설명에 공개)</dd>
            </div>
          </dl>
          <h2>진행 절차</h2>
          <ol className="step-list">
            <li>상담 신청 — 아래 양식이나 전화로 신청하시면 심사역이 시세와 선순위 대출을 확인합니다.</li>
            <li>서류 제출과 심사 — 등기사항전부증명서, 소득 증빙, 신분증 사본을 제출하면 영업일 기준 2~3일 안에 결과를 알려 드립니다.</li>
            <li>투자자 모집 — 심사를 통과한 대출은 상품으로 공개되어 투자자를 모집합니다.</li>
            <li>근저당 설정과 대출 실행 — 모집이 끝나면 근저당권을 설정하고 대출금을 지급합니다.</li>
          </ol>
          <h2>필요 서류</h2>
          <ul>
            <li>신분증 사본, 주민등록등본</li>
            <li>담보 아파트의 등기사항전부증명서</li>
            <li>소득금액증명원 또는 부가가치세 과세표준증명</li>
            <li>기존 대출이 있다면 부채 잔액 증명서</li>
          </ul>
          <p className="fine-print">
            대출 심사 결과에 따라 대출이 거절되거나 한도가 줄 수 있습니다. 연체하면 연체이자가 붙고 담보권 실행으로 아파트 소유권을 잃을 수 있습니다. <Link to="/policy/linked_loan">연계대출 약관</Link>
          </p>
        </div>
        <aside className="detail-grid__side">
          <LoanApplicationForm source="loan_apt" />
          <div className="invest-box">
            <p className="invest-box__title">전화 상담</p>
            <p className="invest-box__phone">{CUSTOMER_CENTER_PHONE}</p>
            <p className="muted">평일 09:00 - 18:00</p>
          </div>
        </aside>
      </div>
    </Page>
  );
}
