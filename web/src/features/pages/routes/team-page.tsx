import { Page } from '@/components/page';

const MEMBERS = [
  { name: '김온다', role: '대표이사', bio: '시중은행 여신심사 15년, 핀테크 창업 경험' },
  { name: '이다리', role: '리스크관리 책임자', bio: '신용평가사 출신, 심사 모형 설계' },
  { name: '박펀드', role: '최고기술책임자', bio: '금융 결제 시스템 개발 12년' },
  { name: '최준법', role: '준법감시인', bio: '금융감독 실무 10년, 변호사' },
];

export function TeamPage() {
  return (
    <Page title="팀 소개" heading="팀 소개" lead="금융과 기술 전문가가 투자자의 돈을 내 돈처럼 다룹니다.">
      <div className="team-grid">
        {MEMBERS.map((member) => (
          <article key={member.name} className="team-card">
            <div className="team-card__avatar" aria-hidden="true">
              {member.name.slice(0, 1)}
            </div>
            <h2 className="team-card__name">{member.name}</h2>
            <p className="team-card__role">{member.role}</p>
            <p className="team-card__bio">{member.bio}</p>
          </article>
        ))}
      </div>
    </Page>
  );
}
