// Proves in a real Chromium, against the built app with demo content, that every content route
// shows well-formed Korean content without console errors, that boards page, search and open
// posts (FAQ accordion, press links out, investor-only posts ask visitors to log in), that
// policies show past versions, that the public forms validate and store, and that an operator
// writes a post in the rich editor and sees the forms' submissions.
import { type Page } from 'playwright-core';
import { BASE_URL, HANGUL, OPERATOR, settle, useBrowser, watchErrors } from './support/browser';

const browser = useBrowser('content', { clearCookiesBeforeEach: true });
const { shot } = browser;

async function open(route: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage(width, 900);
  const errors = watchErrors(page);
  await page.goto(`${BASE_URL}${route}`);
  await settle(page);
  return { page, errors };
}

/** Route → a phrase its real content must contain. */
const CONTENT: [string, string][] = [
  ['/', '공지사항'],
  ['/corp_invest', '법인 투자 상담 신청'],
  ['/invest_grade_guide', '예상 부도율'],
  ['/product_guide', '아파트 담보'],
  ['/product_guide/apt', '근저당권'],
  ['/product_guide/realty', '감정평가'],
  ['/product_guide/credit', '원리금균등'],
  ['/product_guide/corporate', '매출채권'],
  ['/team', '준법감시인'],
  ['/p2p_business', '투자자 유형별 투자 한도'],
  ['/safe_invest', '원금이 보장되지 않습니다'],
  ['/landing/apt', '아파트 담보대출 상담 신청'],
  ['/loan/apt', '필요 서류'],
  ['/faq', '자주 묻는 질문'],
  ['/notice', '은행 점검 시간'],
  ['/guide', '회원가입부터 가상계좌 발급까지'],
  ['/event', '이벤트'],
  ['/press', '보도자료'],
  ['/overdue', '연체'],
  ['/announcement', '연계대출 현황 공시'],
  ['/disclosure', '수수료 및 비용 안내'],
  ['/policy', '이용약관'],
  ['/policy/terms', '제1조 (목적)'],
  ['/policy/privacy', '개인정보'],
  ['/policy/investment', '투자약관'],
  ['/policy/linked_loan', '연계대출 약관'],
];

describe('content routes', () => {
  test.each(CONTENT)('%s shows its Korean content', async (route, phrase) => {
    const { page, errors } = await open(route);
    expect(await page.locator('h1').first().innerText()).toMatch(HANGUL);
    await page.getByText(phrase).first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.title()).toContain('온다리펀딩');
    expect(errors).toEqual([]);
    await shot(page, route === '/' ? 'home' : route.replace(/\//g, '_'));
    await page.close();
  });

  test.each(['/p2p_business', '/invest_grade_guide', '/loan/apt', '/faq'])('%s fits a 375 px phone', async (route) => {
    const { page } = await open(route, 375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });
});

describe('boards', () => {
  test('a notice opens from the list, with previous/next links', async () => {
    const { page, errors } = await open('/notice');
    const first = page.locator('.article-list__title').first();
    const title = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('navigation', { name: '이전 글과 다음 글' }).waitFor();
    expect(await page.locator('.article-body').innerText()).toMatch(HANGUL);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('search narrows the list and says when nothing matches', async () => {
    const { page } = await open('/notice');
    await page.getByLabel('공지사항 검색').fill('개인정보');
    await page.getByRole('button', { name: '검색' }).click();
    await page.getByText('개인정보처리방침 개정 안내').waitFor();
    // The previous page stays on screen until the results arrive (keepPreviousData): wait for them.
    await page.waitForFunction(() => document.querySelectorAll('.article-list__item').length === 1, undefined, { timeout: 15_000 });
    expect(await page.locator('.article-list__item').count()).toBe(1);
    await page.getByLabel('공지사항 검색').fill('없는 검색어입니다');
    await page.getByRole('button', { name: '검색' }).click();
    await page.getByText("'없는 검색어입니다' 검색 결과가 없습니다.").waitFor();
    await page.close();
  });

  test('the FAQ opens answers as an accordion and filters by category', async () => {
    const { page, errors } = await open('/faq');
    const question = page.getByRole('button', { name: /원금이 보장되나요/ });
    await question.click();
    await page.getByText('예금자보호 대상이 아니며').waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: '예치금·출금' }).click();
    expect(await page.getByRole('button', { name: /원금이 보장되나요/ }).count()).toBe(0);
    await page.getByRole('button', { name: /출금은 언제 되나요/ }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  test('press items link out to the article in a new tab', async () => {
    const { page } = await open('/press');
    const link = page.locator('a.article-list__title').first();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await page.close();
  });

  test('an investor-only post asks a visitor to log in', async () => {
    const { page, errors } = await open('/overdue');
    const restricted = page.locator('.article-list__item', { hasText: '투자자 전용' }).locator('a.article-list__title').first();
    await restricted.click();
    // A plain notice (b5443a2), not an error: the post is for its product's investors, and logging in is the way.
    await page.getByText('이 글은 해당 상품 투자자에게만 공개됩니다.').waitFor();
    await page.getByText('로그인하시면 투자하신 상품의 글을 보실 수 있습니다.').waitFor();
    expect(await page.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toMatch(/^\/user\/login\?redirect=%2Foverdue%2F/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('policies', () => {
  test('a policy shows its effective date and opens a past version', async () => {
    const { page, errors } = await open('/policy/terms');
    await page.locator('.page__lead', { hasText: '시행일 2025.07.01' }).waitFor();
    await page.getByLabel('버전').selectOption({ label: '시행일 2024.03.01 (지난 버전)' });
    await page.waitForURL('**/policy/terms?version=1');
    await page.getByText('현재 적용되는 버전이 아닙니다').waitFor();
    expect(await page.getByText('제6조 (접속 제한과 보안)').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('public forms', () => {
  test('the apartment loan application validates, then is received', async () => {
    const { page, errors } = await open('/loan/apt');
    await page.getByRole('button', { name: '상담 신청하기' }).click();
    await page.getByText('개인정보 수집·이용에 동의해 주십시오.').waitFor();
    expect(await page.getByText('필수 입력 항목입니다.').count()).toBeGreaterThan(0);
    await page.getByLabel('아파트 주소 (동·호수까지)').fill('서울특별시 마포구 월드컵북로 400, 101동 1203호');
    await page.getByLabel('추정 시세 (원)').fill('900,000,000');
    await page.getByLabel('신청 금액 (원)').fill('200000000');
    await page.getByText('LTV 22.22%').waitFor();
    await page.getByLabel('이름', { exact: true }).fill('브라우저시험');
    await page.getByLabel('휴대전화').fill('010-2222-3333');
    await page.getByLabel('개인정보 수집·이용에 동의합니다. (필수)').check();
    await page.getByRole('button', { name: '상담 신청하기' }).click();
    await page.getByText('대출 상담 신청이 접수되었습니다').waitFor();
    expect(errors).toEqual([]);
    await shot(page, 'loan_apt_received');
    await page.close();
  });

  test('the corporate inquiry is received', async () => {
    const { page } = await open('/corp_invest');
    await page.getByLabel('회사명').fill('주식회사 브라우저');
    await page.getByLabel('담당자 이름').fill('김재무');
    await page.getByLabel('연락처').fill('02-1234-5678');
    await page.getByLabel('이메일').fill('finance@browser.example');
    await page.getByLabel('투자 예정 금액 (원)').fill('300,000,000');
    await page.getByLabel('개인정보 수집·이용에 동의합니다. (필수)').check();
    await page.getByRole('button', { name: '상담 신청하기' }).click();
    await page.getByText('문의가 접수되었습니다').waitFor();
    await page.close();
  });
});

describe('operators', () => {
  const loginAsOperator = () => browser.logIn(OPERATOR);

  test('an operator writes a post in the rich editor and it is published', async () => {
    await loginAsOperator();
    const { page, errors } = await open('/admin/boards');
    const title = `브라우저에서 쓴 공지 ${Date.now()}`;
    await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: '본문' });
    await editor.click();
    await page.keyboard.type('굵은 글씨로 강조합니다');
    await page.keyboard.press('Control+A');
    await page.getByRole('button', { name: '굵게' }).click();
    await page.getByRole('button', { name: 'HTML 보기' }).click();
    await page.locator('.rich-editor__source').fill('<p><b>굵은 글씨로 강조합니다</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">');
    await page.getByRole('button', { name: '등록' }).click();
    await page.getByText('게시글을 등록했습니다.').waitFor();
    await page.close();

    const { page: reader, errors: readerErrors } = await open('/notice');
    await reader.getByRole('link', { name: title }).click();
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    const html = await reader.locator('.article-body').innerHTML();
    expect(html).toContain('<b>굵은 글씨로 강조합니다</b>');
    expect(html).not.toMatch(/script|onerror/);
    expect([...errors, ...readerErrors]).toEqual([]);
    await reader.close();
  });

  test('an operator publishes a policy revision that shows as upcoming until its date', async () => {
    await loginAsOperator();
    const { page, errors } = await open('/admin/policies');
    await page.getByLabel('약관 선택').selectOption('investment');
    await page.getByText('투자약관 개정').waitFor();
    await page.getByLabel('시행일').fill('2099-01-01');
    await page.getByRole('button', { name: '새 버전 게시' }).click();
    await page.getByText(/투자약관 \d+번째 버전을 게시했습니다/).waitFor();
    await page.close();
    const { page: reader } = await open('/policy/investment');
    await reader.locator('#policy-version option', { hasText: '2099.01.01 (시행 예정)' }).waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await reader.close();
  });

  test('an operator sees the forms\u2019 submissions', async () => {
    await loginAsOperator();
    const { page, errors } = await open('/admin/inquiries');
    await page.getByText('주식회사 브라우저').first().waitFor();
    await page.getByRole('tab', { name: '아파트 담보대출 신청' }).click();
    await page.getByText('브라우저시험').first().waitFor();
    await page.getByLabel('브라우저시험 처리 상태').first().selectOption('contacted');
    await page.getByLabel('브라우저시험 메모').first().fill('시세 확인 후 회신 예정');
    await page.getByRole('button', { name: '저장' }).first().click();
    await page.getByText('처리 상태를 저장했습니다.').waitFor();
    await page.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link', { name: '상담 신청' }).waitFor();
    expect(errors).toEqual([]);
    await shot(page, 'admin_inquiries');
    await page.close();
  });
});
