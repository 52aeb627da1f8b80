import { Page } from '@/components/page';
import { CUSTOMER_CENTER_PHONE } from '@/config/site';

export function LoanAptPage() {
  return (
    <Page title="아파트 담보대출" heading="아파트 담보대출 안내" lead="은행 대출이 어려울 때, 보유한 아파트로 빠르게 자금을 마련하세요.">
      <div className="detail-grid">
        <div className="detail-grid__main prose card">
          <h2>대출 조건</h2>
          <dl className="info-list">
            <div>
              <dt>대출 한도</dt>
              <dd>KB시세 기준 LTV 최대 80% (선순위 포함)</dd>
            </div>
            <div>
              <dt>대출 기간</dt>
              <dd>6개월 ~ 24개월</dd>
            </div>
            <div>
              <dt>상환 방식</dt>
              <dd>만기일시 또는 원리금균등</dd>
            </div>
            <div>
              <dt>중도상환</dt>
              <dd>수수료 없음</dd>
            </div>
          </dl>
          <h2>진행 절차</h2>
          <ol className="step-list">
            <li>상담 신청 및 시세 확인</li>
            <li>서류 제출 및 심사 (영업일 기준 2~3일)</li>
            <li>투자자 모집 및 근저당 설정</li>
            <li>대출금 지급</li>
          </ol>
        </div>
        <aside className="detail-grid__side">
          <div className="invest-box">
            <p className="invest-box__title">대출 상담</p>
            <p className="invest-box__phone">{CUSTOMER_CENTER_PHONE}</p>
            <p className="muted">평일 09:00 - 18:00</p>
          </div>
        </aside>
      </div>
    </Page>
  );
}
