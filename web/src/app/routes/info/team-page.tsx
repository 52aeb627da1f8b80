import { FeatureGrid } from '@/components/feature-grid';
import { Page } from '@/components/page';

const MEMBERS = [
  { name: '김온다', role: '대표이사', bio: '시중은행 여신심사부에서 15년 동안 기업·부동산 대출을 심사했고, 핀테크 회사를 창업해 매각한 경험이 있습니다.' },
  { name: '이다리', role: '리스크관리 책임자', bio: '신용평가사에서 개인 신용평가 모형을 설계했습니다. 온다리펀딩의 투자등급 모형을 만들고 매 분기 검증합니다.' },
  { name: '박원장', role: '최고기술책임자', bio: '증권사와 결제 대행사에서 12년간 원장 시스템을 개발했습니다. 한 건의 거래도 지워지지 않는 원장을 설계했습니다.' },
  { name: '최준법', role: '준법감시인', bio: '금융감독 실무 10년을 거친 변호사입니다. 온라인투자연계금융업법과 내부통제기준 준수를 점검합니다.' },
  { name: '정채권', role: '채권관리 팀장', bio: '저축은행에서 부실채권 회수를 맡았습니다. 연체 발생 시 담보 처분과 회수 절차를 총괄합니다.' },
  { name: '한고객', role: '고객지원 팀장', bio: '투자자와 차입자의 문의에 답하고, 받은 의견을 서비스 개선으로 이어지게 합니다.' },
];

const VALUES = [
  { title: '투자자의 돈을 내 돈처럼', text: '임직원은 회사가 취급하는 상품에 투자할 수 없고, 대주주와 관련된 대출은 취급하지 않습니다.' },
  { title: '숨기지 않는 숫자', text: '연체율, 대출 잔액, 수수료를 매일 공개하고, 연체 상품은 투자자께 먼저 알립니다.' },
  { title: '기록은 지우지 않는다', text: '입금부터 상환까지 모든 거래를 지워지지 않는 원장에 남겨, 언제든 과거 시점의 잔액을 다시 계산할 수 있습니다.' },
];

/** /team: the people and the principles behind the platform. */
export function TeamPage() {
  return (
    <Page title="팀 소개" heading="팀 소개" lead="은행, 신용평가사, 감독기관 출신의 금융 전문가와 개발자가 함께 만듭니다.">
      <FeatureGrid items={VALUES} />
      <h2 className="section-title">함께하는 사람들</h2>
      <div className="team-grid">
        {MEMBERS.map((member) => (
          <article key={member.name} className="team-card">
            <div className="team-card__avatar" aria-hidden="true">
              {member.name.slice(0, 1)}
            </div>
            <h3 className="team-card__name">{member.name}</h3>
            <p className="team-card__role">{member.role}</p>
            <p className="team-card__bio">{member.bio}</p>
          </article>
        ))}
      </div>
    </Page>
  );
}
