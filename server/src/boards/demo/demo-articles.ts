// Demo posts for a fresh site (DEMO_DATA): enough on every board that a newcomer's first
// `npm start` shows lists, pinned posts, paging, prev/next and an FAQ with categories.
import type { BoardName } from '../articles/board-names';
import type { Attachment } from '../articles/article.types';

export interface DemoArticle {
  board: BoardName;
  title: string;
  bodyHtml: string;
  /** How many days before the seeding day the post was written (spreads the dates). */
  daysAgo: number;
  pinned?: boolean;
  investorOnly?: boolean;
  productId?: string;
  category?: string;
  source?: string;
  linkUrl?: string;
  attachments?: Attachment[];
}

export const DEMO_ARTICLES: DemoArticle[] = [
  // 공지사항
  {
    board: 'notice', daysAgo: 2, pinned: true,
    title: '은행 점검 시간(매일 23:30~00:30) 거래 제한 안내',
    bodyHtml: `<p>온다리펀딩의 예치금은 제휴 은행의 가상계좌로 관리됩니다. 은행 전산 점검 시간인 <strong>매일 23시 30분부터 다음 날 0시 30분까지</strong>는 아래 거래가 제한됩니다.</p>
<ul><li>가상계좌 발급</li><li>예치금 입금 반영과 출금</li><li>투자 신청</li></ul>
<p>점검 시간에 입금하신 돈은 사라지지 않으며, 점검이 끝나면 순서대로 예치금에 반영됩니다. 상품 조회와 대시보드는 점검 중에도 이용하실 수 있습니다.</p>`,
  },
  {
    board: 'notice', daysAgo: 9, pinned: true,
    title: '온라인투자연계금융업법에 따른 투자 한도 안내',
    bodyHtml: `<p>「온라인투자연계금융업 및 이용자 보호에 관한 법률」에 따라 투자자 유형별 투자 한도가 적용됩니다. 한도는 온다리펀딩뿐 아니라 <strong>모든 P2P 플랫폼의 투자 잔액을 합산</strong>하여 중앙기록관리기관에서 확인합니다.</p>
<table><thead><tr><th>투자자 유형</th><th>총 한도</th><th>부동산 상품</th><th>동일 차입자</th></tr></thead>
<tbody><tr><td>일반 투자자</td><td>3,000만 원</td><td>1,000만 원</td><td>500만 원</td></tr>
<tr><td>소득적격 투자자</td><td>1억 원</td><td>1억 원</td><td>2,000만 원</td></tr>
<tr><td>전문 투자자</td><td>제한 없음</td><td>제한 없음</td><td>제한 없음</td></tr></tbody></table>
<p>모집 중인 상품에 투자 신청한 금액도 한도에 포함되며, 원금을 상환받거나 투자를 취소하면 그만큼 한도가 다시 생깁니다. 소득적격·전문 투자자 인증은 <a href="/user/profile">내 정보</a>에서 신청하실 수 있습니다.</p>`,
  },
  {
    board: 'notice', daysAgo: 21,
    title: '개인정보처리방침 개정 안내',
    bodyHtml: `<p>개인정보처리방침이 개정되어 안내드립니다.</p>
<h3>주요 변경 내용</h3><ol><li>중앙기록관리기관에 제공하는 항목(투자 내역, 투자자 유형)을 명확히 적었습니다.</li><li>개인정보 보유 기간을 관계 법령별로 나누어 적었습니다.</li></ol>
<p>개정 전문은 <a href="/policy/privacy">개인정보처리방침</a>에서, 이전 버전은 같은 화면의 지난 버전 목록에서 확인하실 수 있습니다.</p>`,
  },
  {
    board: 'notice', daysAgo: 35,
    title: '추석 연휴 고객센터 운영 안내',
    bodyHtml: `<p>추석 연휴 기간에는 고객센터 전화 상담을 쉽니다. 연휴 중 문의는 이메일(help@ondarifunding.example)로 남겨 주시면 연휴가 끝난 뒤 순서대로 답변드립니다.</p>
<p>연휴 중 상환일이 돌아오는 상품은 <strong>다음 영업일</strong>에 상환금이 지급됩니다. 입금과 투자는 평소처럼 이용하실 수 있습니다.</p>`,
  },
  {
    board: 'notice', daysAgo: 58,
    title: '신규 상품 오픈 알림을 이메일로 받아 보세요',
    bodyHtml: `<p>새 상품이 모집을 시작하면 이메일로 알려 드리는 기능을 열었습니다. 인기 상품은 모집 시작 후 몇 분 안에 마감되기도 하니, 관심 있는 상품 유형을 미리 설정해 두세요.</p>`,
  },
  {
    board: 'notice', daysAgo: 90,
    title: '온다리펀딩 서비스를 시작합니다',
    bodyHtml: `<p>온다리펀딩은 금융위원회에 등록한 온라인투자연계금융업자로서, 꼼꼼히 심사한 대출 상품을 투자자에게 소개합니다.</p>
<p>모든 예치금과 상환금은 제휴 은행에 투자자 명의로 분리 보관되며, 회사가 임의로 쓸 수 없습니다. 처음 오셨다면 <a href="/guide">이용가이드</a>부터 읽어 보세요.</p>`,
  },
  // 이용가이드
  {
    board: 'guide', daysAgo: 5,
    title: '회원가입부터 가상계좌 발급까지',
    bodyHtml: `<h3>1. 회원가입</h3><p>이메일과 휴대전화 번호로 가입합니다. 비밀번호는 영문과 숫자를 섞어 10자 이상으로 정해 주세요.</p>
<h3>2. 가상계좌 발급</h3><p>투자하려면 본인 명의의 가상계좌가 필요합니다. <a href="/user/create_vaccount">가상계좌 발급</a> 화면에서 버튼 한 번으로 발급됩니다.</p>
<h3>3. 출금 계좌 등록</h3><p>상환금을 찾아갈 본인 명의 계좌를 등록합니다. 예금주명이 회원 이름과 같아야 등록됩니다.</p>`,
  },
  {
    board: 'guide', daysAgo: 12,
    title: '예치금 충전과 출금 방법',
    bodyHtml: `<p>발급받은 가상계좌로 인터넷뱅킹이나 모바일뱅킹에서 이체하면 몇 초 안에 예치금으로 반영됩니다. 예치금은 투자하기 전까지 언제든 출금할 수 있습니다.</p>
<p>출금할 때는 보안을 위해 비밀번호를 한 번 더 확인합니다. 은행 점검 시간(23:30~00:30)에는 출금이 제한됩니다.</p>`,
  },
  {
    board: 'guide', daysAgo: 26,
    title: '장바구니로 여러 상품에 한 번에 분산 투자하기',
    bodyHtml: `<p>관심 있는 상품을 장바구니에 담고 금액을 정한 뒤 한 번에 투자할 수 있습니다. 투자는 <strong>모두 성공하거나 모두 취소</strong>되므로 일부 상품만 투자되는 일은 없습니다.</p>
<ul><li>최소 투자 금액은 1만 원이며 1만 원 단위로 투자합니다.</li><li>모집이 끝나기 전에는 투자를 취소할 수 있습니다.</li><li>한 상품에 몰아서 투자하기보다 여러 상품에 나누어 투자하면 연체 위험을 줄일 수 있습니다.</li></ul>`,
  },
  {
    board: 'guide', daysAgo: 40,
    title: '상환금 수령과 세금 계산',
    bodyHtml: `<p>차입자가 상환하면 투자 금액 비율대로 원금과 이자가 예치금으로 들어옵니다. 이자에서는 이자소득세 14%와 지방소득세 1.4%가 원천징수됩니다(각각 10원 미만 절사).</p>
<p>회차별 원금, 이자, 세금, 실수령액은 <a href="/user/dashboard">대시보드</a>의 상환 일정에서 확인하실 수 있습니다.</p>`,
  },
  // 이벤트
  {
    board: 'event', daysAgo: 3, pinned: true,
    title: '[진행 중] 첫 투자 인증 이벤트',
    bodyHtml: `<p>처음 투자하신 분께 추첨을 통해 모바일 커피 쿠폰을 드립니다.</p>
<ul><li>기간: 이번 달 말일까지</li><li>대상: 이벤트 기간에 첫 투자를 완료한 회원</li><li>발표: 다음 달 10일, 공지사항</li></ul>
<p>이벤트 경품은 투자 수익과 관계없으며, 투자 권유를 목적으로 하지 않습니다.</p>`,
  },
  {
    board: 'event', daysAgo: 30,
    title: '[종료] 이용가이드 퀴즈 이벤트 당첨자 발표',
    bodyHtml: `<p>이용가이드 퀴즈 이벤트에 참여해 주신 모든 분께 감사드립니다. 당첨되신 분께는 가입하신 휴대전화 번호로 경품을 보내 드렸습니다.</p>`,
  },
  {
    board: 'event', daysAgo: 75,
    title: '[종료] 서비스 오픈 기념 설문 이벤트',
    bodyHtml: `<p>서비스 오픈을 기념한 설문에 1,200여 분이 참여해 주셨습니다. 보내 주신 의견은 상품 설명 화면 개선에 반영했습니다.</p>`,
  },
  // 보도자료 (외부 기사로 연결)
  {
    board: 'press', daysAgo: 6, source: '한국핀테크신문', linkUrl: 'https://news.example.com/fintech/ondari-registration',
    title: '온다리펀딩, 온라인투자연계금융업 등록 완료',
    bodyHtml: '<p>금융위원회 등록을 마치고 정식 서비스를 시작했다는 소식입니다.</p>',
  },
  {
    board: 'press', daysAgo: 28, source: '디지털경제일보', linkUrl: 'https://news.example.com/economy/p2p-custodian-bank',
    title: '"예치금은 은행에" P2P 업계, 투자자 자금 분리 보관 정착',
    bodyHtml: '<p>투자자 예치금을 은행에 분리 보관하는 업계 관행을 다룬 기사입니다.</p>',
  },
  {
    board: 'press', daysAgo: 64, source: '머니투데이(예시)', linkUrl: 'https://news.example.com/money/apt-secured-p2p',
    title: '아파트 담보 P2P 상품, 시세 기반 LTV 관리가 관건',
    bodyHtml: '<p>아파트 담보 상품의 LTV 관리 방식을 소개한 기사입니다.</p>',
  },
  {
    board: 'press', daysAgo: 110, source: '테크리뷰(예시)', linkUrl: 'https://news.example.com/tech/event-sourced-ledger',
    title: '지워지지 않는 원장, P2P 금융의 신뢰를 설계하다',
    bodyHtml: '<p>모든 거래를 추가 전용 기록으로 남기는 온다리펀딩의 원장 구조를 다룬 기사입니다.</p>',
  },
  // 연체 공지 (공개 현황; 상품별 공지는 그 상품 투자자에게만 열립니다)
  {
    board: 'overdue', daysAgo: 4,
    title: '월간 연체 현황 안내',
    bodyHtml: `<p>이번 달 기준 연체율과 회수 진행 상황을 안내드립니다. 연체율은 대출 잔액 가운데 30일 이상 상환이 지연된 대출 잔액의 비율입니다.</p>
<p>최신 연체율은 홈 화면의 통계와 <a href="/announcement">공시</a> 게시판에서 매일 확인하실 수 있습니다.</p>`,
  },
  {
    board: 'overdue', daysAgo: 33, investorOnly: true,
    title: '[투자자 전용] 연체 채권 회수 절차 안내',
    bodyHtml: `<p>상환일이 지나면 다음 순서로 채권을 회수합니다.</p>
<ol><li>상환일 다음 날: 차입자에게 문자와 전화로 안내</li><li>15일 경과: 내용증명 발송</li><li>30일 경과: 연체 상품으로 분류하고 투자자께 공지</li><li>60일 경과: 담보 상품은 경매 등 법적 절차 착수</li></ol>
<p>회수된 금액은 투자 비율대로 예치금에 지급됩니다.</p>`,
  },
  // 공시
  {
    board: 'announcement', daysAgo: 7, pinned: true,
    title: '연계대출 현황 공시',
    bodyHtml: `<p>「온라인투자연계금융업법」에 따라 연계대출 현황을 공시합니다.</p>
<table><thead><tr><th>항목</th><th>내용</th></tr></thead><tbody>
<tr><td>누적 연계대출 금액</td><td>홈 화면 통계에서 실시간 제공</td></tr>
<tr><td>대출 잔액</td><td>홈 화면 통계에서 실시간 제공</td></tr>
<tr><td>연체율</td><td>30일 이상 연체 잔액 ÷ 대출 잔액</td></tr></tbody></table>`,
  },
  {
    board: 'announcement', daysAgo: 45,
    title: '분기 영업보고서 공시',
    bodyHtml: `<p>지난 분기 영업보고서를 공시합니다. 영업 실적, 재무 현황, 연계대출 취급 현황과 연체 현황을 담았습니다.</p>`,
    attachments: [{ name: '분기 영업보고서(PDF)', url: 'https://files.example.com/ondari/quarterly-report.pdf' }],
  },
  {
    board: 'announcement', daysAgo: 80,
    title: '준법감시인 선임 공시',
    bodyHtml: `<p>내부통제기준 준수 여부를 점검하는 준법감시인을 선임하였음을 공시합니다.</p>`,
  },
  // 정보공개
  {
    board: 'disclosure', daysAgo: 14,
    title: '수수료 및 비용 안내',
    bodyHtml: `<p>투자자에게 받는 플랫폼 이용 수수료는 현재 <strong>0원</strong>입니다. 이자에 대한 세금(이자소득세 14%, 지방소득세 1.4%)은 법령에 따라 원천징수됩니다.</p>
<p>차입자에게는 대출 실행 시 플랫폼 수수료를 받으며, 상품마다 상품 설명에 적어 두었습니다.</p>`,
  },
  {
    board: 'disclosure', daysAgo: 50,
    title: '재무제표 공개',
    bodyHtml: `<p>직전 사업연도 감사보고서와 재무제표를 공개합니다.</p>`,
    attachments: [{ name: '감사보고서(PDF)', url: 'https://files.example.com/ondari/audit-report.pdf' }],
  },
  {
    board: 'disclosure', daysAgo: 95,
    title: '내부통제기준과 이해상충 관리 방침',
    bodyHtml: `<p>회사와 임직원은 자기 또는 대주주와 관련된 대출 상품을 취급하지 않으며, 임직원의 상품 투자를 제한합니다. 전문은 첨부 문서에서 확인하실 수 있습니다.</p>`,
  },
];
