/** The eight boards (docs/api.md, Boards and pages) with their Korean titles and one-line leads. */
export type BoardName = 'notice' | 'guide' | 'event' | 'press' | 'faq' | 'overdue' | 'announcement' | 'disclosure';

export const BOARD_LABELS: Record<BoardName, { title: string; lead: string }> = {
  notice: { title: '공지사항', lead: '서비스 변경과 주요 소식을 알려 드립니다.' },
  guide: { title: '이용가이드', lead: '가입부터 투자, 상환까지 차근차근 안내합니다.' },
  event: { title: '이벤트', lead: '진행 중인 이벤트와 혜택을 확인하세요.' },
  press: { title: '보도자료', lead: '언론에 소개된 온다리펀딩 소식입니다. 제목을 누르면 기사 원문으로 이동합니다.' },
  faq: { title: '자주 묻는 질문', lead: '회원님들이 자주 묻는 질문을 주제별로 모았습니다.' },
  overdue: { title: '연체 공지', lead: '연체가 발생한 상품의 현황과 회수 진행 상황을 알려 드립니다. 상품별 공지는 그 상품 투자자만 볼 수 있습니다.' },
  announcement: { title: '공시', lead: '온라인투자연계금융업법에 따라 공시하는 사항입니다.' },
  disclosure: { title: '정보공개', lead: '경영 현황, 수수료, 내부통제 기준을 공개합니다.' },
};

export const BOARD_NAMES = Object.keys(BOARD_LABELS) as BoardName[];

export function isBoardName(value: string | undefined): value is BoardName {
  return value !== undefined && (BOARD_NAMES as string[]).includes(value);
}
