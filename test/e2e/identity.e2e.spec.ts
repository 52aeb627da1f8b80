// Proves in a real Chromium the account journey: sign-up with inline validation → welcome with next steps → the header shows the name → logout clears it → a protected page sends to login, which returns there; a wrong password is answered in Korean; an operator reviews an investor-type application.
import { type Page } from 'playwright-core';
import { BASE_URL, DEMO_INVESTOR, submitLogin, useBrowser } from './support/browser';

const browser = useBrowser('identity', { clearCookiesBeforeEach: true, throwOnPageError: true });
const { newPage, shot } = browser;
const header = (page: Page) => page.locator('header').first();
const logIn = (page: Page, email: string, password: string) => submitLogin(page, { email, password });

test('sign-up → welcome → logout → login returns to the page that asked', async () => {
  const page = await newPage();
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'e2e-journey-2026';
  await page.goto(`${BASE_URL}/user/sign_up`);
  await page.getByRole('heading', { name: '회원가입' }).waitFor();

  // Inline validation before any request.
  await page.getByLabel('이메일', { exact: true }).fill('not-an-email');
  await page.getByLabel('이메일', { exact: true }).blur();
  await page.getByText('올바른 이메일 주소를 입력해 주세요.').waitFor();
  await page.getByRole('button', { name: '가입하기' }).click();
  // Each required consent asks for itself (1210cf3: 이용약관 and 개인정보 수집·이용 are separate).
  await page.getByText('이용약관에 동의해 주세요. 동의해야 가입할 수 있습니다.').waitFor();
  await page.getByText('개인정보 수집·이용에 동의해 주세요. 동의해야 가입할 수 있습니다.').waitFor();
  await shot(page, '01-sign-up-errors');

  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByLabel('이름').fill('박여정');
  await page.getByLabel('휴대폰 번호').fill('010-2345-6789');
  await page.getByRole('checkbox', { name: /이용약관에 동의합니다/ }).check();
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();

  await page.waitForURL(`${BASE_URL}/user/welcome`);
  await page.getByRole('heading', { name: /박여정님, .*오신 것을 환영합니다/ }).waitFor();
  expect(await page.getByRole('link', { name: '가상계좌 발급하기' }).getAttribute('href')).toBe('/user/create_vaccount');
  expect(await page.getByRole('link', { name: '예치금 입금하기' }).getAttribute('href')).toBe('/user/deposit');
  expect(await page.getByRole('link', { name: '투자상품 보기' }).getAttribute('href')).toBe('/products');
  await header(page).getByText('박여정').waitFor();
  const cookies = await browser.context.cookies(BASE_URL);
  expect(cookies.find((c) => c.name === 'sid')?.httpOnly).toBe(true);
  await shot(page, '02-welcome');

  await header(page).getByRole('button', { name: '로그아웃' }).click();
  await header(page).getByRole('link', { name: '로그인' }).waitFor();
  expect((await browser.context.cookies(BASE_URL)).map((c) => c.name)).not.toEqual(expect.arrayContaining(['sid']));
  expect((await browser.context.cookies(BASE_URL)).some((c) => c.name === 'logined_user')).toBe(false);

  await page.goto(`${BASE_URL}/user/profile`);
  await page.getByRole('heading', { name: '로그인이 필요합니다' }).waitFor();
  await page.getByRole('link', { name: '로그인하기' }).click();
  await page.waitForURL(/\/user\/login\?redirect=/);

  await logIn(page, email, 'wrong-password-1');
  await page.getByRole('alert').filter({ hasText: '이메일 또는 비밀번호가 올바르지 않습니다.' }).waitFor();
  await shot(page, '03-login-wrong-password');

  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/user/profile`);
  await page.getByRole('heading', { name: '내 정보' }).waitFor();
  await header(page).getByText('박여정').waitFor();
  await shot(page, '04-profile');
}, 90_000);

test('a login link with a foreign redirect stays on this site', async () => {
  const page = await newPage();
  await page.goto(`${BASE_URL}/user/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await logIn(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
  await page.waitForURL(`${BASE_URL}/user/dashboard`);
  expect(new URL(page.url()).host).toBe(new URL(BASE_URL).host);
}, 60_000);

test('an investor applies for a type on the profile and an operator approves it', async () => {
  const page = await newPage();
  const email = `e2e-type-${Date.now()}@example.com`;
  await browser.signUp({ email, password: 'e2e-type-pass-1', name: '최유형', phone: '010-3456-7890', agree_terms: true });
  await page.goto(`${BASE_URL}/user/profile`);
  await page.getByRole('heading', { name: '투자자 유형' }).waitFor();
  await page.getByLabel('신청할 유형').selectOption('income_qualified');
  await page.getByLabel('증빙 내용').fill('2025년 근로소득 원천징수영수증 1억 2천만 원');
  await page.getByRole('button', { name: '심사 신청' }).click();
  await page.getByText('심사 중인 신청이 있습니다.').waitFor();
  await shot(page, '05-investor-type-pending');

  await browser.context.clearCookies();
  await page.goto(`${BASE_URL}/user/login?redirect=${encodeURIComponent('/admin/investor_type_requests')}`);
  await logIn(page, 'operator@ondari.kr', 'ondari-operator-2026');
  await page.waitForURL(`${BASE_URL}/admin/investor_type_requests`);
  await page.getByRole('button', { name: '최유형님 신청 승인' }).click();
  await page.getByText('최유형님의 신청을 승인했습니다.').waitFor();
  await shot(page, '06-admin-approved');

  await page.goto(`${BASE_URL}/admin/users`);
  await page.getByLabel('회원 검색').fill(email);
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('cell', { name: '소득적격' }).waitFor();
}, 90_000);
