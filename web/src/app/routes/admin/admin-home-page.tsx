import { FeatureGrid } from '@/components/feature-grid';
import { Page } from '@/components/page';

const SECTIONS = [
  { to: '/admin/products', title: '상품', text: '상품 등록, 모집 시작·중지·재개·취소, 대출 실행' },
  { to: '/admin/repayments', title: '상환·배치', text: '차입자 상환금 입력, 상환 배치 실행과 작업 현황' },
  { to: '/admin/users', title: '회원', text: '회원 검색과 투자자 유형 확인' },
  { to: '/admin/investor_type_requests', title: '투자자 유형 심사', text: '소득적격·전문 투자자 신청 승인과 반려' },
  { to: '/admin/boards', title: '게시판', text: '공지, 연체 공지, 공시 등 게시글 작성과 삭제' },
  { to: '/admin/ledger', title: '원장', text: '프로젝션 검증과 재구성' },
  { to: '/admin/sandbox_bank', title: '모의 은행', text: '은행 점검 상태, 다음 호출 실패 코드, 발송 메일함' },
];

export function AdminHomePage() {
  return (
    <Page title="운영 홈" heading="운영 홈" lead="운영 업무를 선택해 주세요.">
      <FeatureGrid items={SECTIONS} />
    </Page>
  );
}
