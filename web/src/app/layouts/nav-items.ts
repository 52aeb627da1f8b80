export type NavItem = { to: string; label: string; end?: boolean };

export const MAIN_NAV: NavItem[] = [
  { to: '/products', label: '투자상품' },
  { to: '/transfers', label: '양도 마켓' },
  { to: '/product_guide', label: '상품안내' },
  { to: '/invest_grade_guide', label: '투자등급' },
  { to: '/safe_invest', label: '안전한 투자' },
  { to: '/notice', label: '공지사항' },
  { to: '/team', label: '회사소개' },
];

export const USER_NAV: NavItem[] = [
  { to: '/user/dashboard', label: '대시보드' },
  { to: '/user/dashboard/inquiry', label: '투자 내역' },
  { to: '/user/basket', label: '장바구니' },
  { to: '/user/deposit', label: '예치금' },
  { to: '/user/create_vaccount', label: '가상계좌' },
  { to: '/user/auto_invest', label: '자동투자' },
  { to: '/user/open_alerts', label: '오픈 알림' },
  { to: '/user/profile', label: '내 정보' },
];

export const SUPPORT_NAV: NavItem[] = [
  { to: '/notice', label: '공지사항' },
  { to: '/guide', label: '이용가이드' },
  { to: '/event', label: '이벤트' },
  { to: '/press', label: '보도자료' },
  { to: '/faq', label: '자주 묻는 질문' },
  { to: '/overdue', label: '연체 공지' },
  { to: '/announcement', label: '공시' },
  { to: '/disclosure', label: '정보공개' },
];

export const COMPANY_NAV: NavItem[] = [
  { to: '/team', label: '팀 소개' },
  { to: '/p2p_business', label: '온라인투자연계금융업' },
  { to: '/corp_invest', label: '법인 투자' },
  { to: '/landing/apt', label: '아파트 투자' },
  { to: '/loan/apt', label: '아파트 담보대출' },
];

export const POLICY_NAV: NavItem[] = [
  { to: '/policy/terms', label: '이용약관' },
  { to: '/policy/privacy', label: '개인정보처리방침' },
  { to: '/policy/investment', label: '투자약관' },
  { to: '/policy/linked_loan', label: '연계대출 약관' },
];

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin/products', label: '상품' },
  { to: '/admin/repayments', label: '상환·배치' },
  { to: '/admin/overdue_notices', label: '연체 공지' },
  { to: '/admin/users', label: '회원' },
  { to: '/admin/identity_verifications', label: '본인인증 기록' },
  { to: '/admin/investor_type_requests', label: '투자자 유형 심사' },
  { to: '/admin/boards', label: '게시판' },
  { to: '/admin/inquiries', label: '상담 신청' },
  { to: '/admin/policies', label: '약관' },
  { to: '/admin/security_self_checks', label: '정보보호 점검' },
  { to: '/admin/ledger', label: '원장' },
  { to: '/admin/sandbox_bank', label: '모의 은행' },
];
