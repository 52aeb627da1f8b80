// Proves in a real Chromium at 375 px the 자동투자 journey: a funded investor sets up a standing
// contract on one phone screen (criteria chips, amount per product, total, end date, the law's
// statement ticked), sees the placement when a matching product opens, and stops it with one
// confirmed tap in the app's own dialog. Captured at 375 and 1280 px.
import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { BASE_URL, OPERATOR, useBrowser } from './support/browser';

const browser = useBrowser('auto-invest', { throwOnPageError: true });
const { shot } = browser;

async function operatorApi(): Promise<{ api: APIRequestContext; csrf: Record<string, string> }> {
  const api = await request.newContext({ baseURL: BASE_URL });
  expect((await api.post('/api/auth/login', { data: OPERATOR })).status()).toBe(200);
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  return { api, csrf: { 'x-csrf-token': decodeURIComponent(csrf) } };
}

/** A credit product, 8 months, opened now: what the contract below asks for. */
async function openCreditProduct(op: { api: APIRequestContext; csrf: Record<string, string> }): Promise<string> {
  const now = Date.parse((await (await op.api.get('/api/admin/sandbox/clock')).json()).now);
  const title = `자동투자 확인 상품 ${randomBytes(2).toString('hex')}호`;
  const created = await op.api.post('/api/admin/products', {
    headers: op.csrf,
    data: {
      title, type: 'credit', borrower_id: `E2E-${randomBytes(3).toString('hex')}`, borrower_name: '박신용', grade: 'A1', rate_bp: 1150, term_months: 8,
      repayment_method: 'equal_installment', target_amount: 3_000_000, max_per_user: 0, opens_at: new Date(now - 60_000).toISOString(),
      closes_at: new Date(now + 7 * 86_400_000).toISOString(), investor_only: false, description: '개인 신용 대출입니다.',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  expect([200, 409]).toContain((await op.api.post(`/api/admin/products/${id}/open`, { headers: op.csrf })).status());
  return title;
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

test('sets up auto-invest on a phone, sees a placement when a product opens, and stops it', async () => {
  await browser.signUp({ email: `auto-${randomBytes(4).toString('hex')}@example.com`, password: 'auto-e2e-2026', name: '최자동', phone: '010-5555-6666', agree_terms: true });
  const page = await browser.newPage(375, 800);
  const headers = await browser.csrfHeaders();
  expect((await page.request.post(`${BASE_URL}/api/me/identity_verification`, { data: { name: '최자동', birth_date: '1991-03-04', phone: '010-5555-6666' }, headers })).status()).toBe(201);
  expect((await page.request.post(`${BASE_URL}/api/vaccount`, { data: {}, headers: await browser.csrfHeaders() })).status()).toBe(201);
  expect((await page.request.post(`${BASE_URL}/api/sandbox/deposits`, { data: { amount: 500_000 }, headers: await browser.csrfHeaders() })).status()).toBe(201);

  await page.goto(`${BASE_URL}/user/auto_invest`);
  await page.getByRole('heading', { name: '자동투자', level: 1 }).waitFor();
  await page.getByText('설정 전').waitFor();
  // Only credit products of 12 months or less, 20,000 won each.
  await page.getByRole('checkbox', { name: '법인' }).uncheck();
  await page.getByRole('checkbox', { name: '20,000원' }).check();
  await page.getByLabel('총 투자 한도').fill('200000');
  const start = page.getByRole('button', { name: '자동투자 시작하기' });
  expect(await start.isDisabled()).toBe(true);
  // What it would have done over the last 12 months, for the criteria as they stand on the form.
  await page.getByText(/이 조건이었다면 지난 12개월 동안|이 조건에 맞는 상품은 없었습니다/).waitFor();
  await page.getByRole('heading', { name: '포트폴리오 분산' }).waitFor();
  await page.getByRole('checkbox', { name: /기본계약을 체결합니다/ }).check();
  await shots(page, '01-set-up');
  await start.click();
  await page.getByText('자동투자 중', { exact: true }).waitFor();

  const op = await operatorApi();
  const title = await openCreditProduct(op);
  // The follower places it within a few seconds of the opening.
  for (let i = 0; i < 40 && !(await page.getByRole('link', { name: title }).isVisible()); i += 1) {
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { name: '자동투자 현황' }).waitFor();
  }
  await page.getByRole('link', { name: title }).waitFor();
  await page.getByText('20,000원 / 200,000원').waitFor();
  await page.getByText('한 차입자에게 투자금의 100.0%가 몰려 있습니다', { exact: false }).waitFor();
  await shots(page, '02-placed');

  await page.getByRole('button', { name: '자동투자 중지' }).click();
  const dialog = page.getByRole('dialog', { name: '자동투자 중지' });
  await dialog.getByText('중지하시겠습니까?').waitFor();
  await shots(page, '03-stop-confirm');
  await dialog.getByRole('button', { name: '지금 중지하기' }).click();
  await page.getByText('중지됨', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: '자동투자 중지' }).count()).toBe(0);
  await shots(page, '04-stopped');
  await op.api.dispose();
});

test('an operator sees the auto-invest policy beside the other dated policies and is asked before a change', async () => {
  const page = await browser.loggedInPage(OPERATOR, 375, 800);
  await page.goto(`${BASE_URL}/admin/repayments`);
  const form = page.getByRole('form', { name: '자동투자 정책 변경' });
  await form.waitFor();
  await form.getByLabel(/자동투자 배정 한도/).fill('3000');
  await form.getByRole('button', { name: '자동투자 정책 변경 예약' }).click();
  const dialog = page.getByRole('dialog', { name: '자동투자 정책 변경 확인' });
  await dialog.getByText('모집 금액의 50% → ', { exact: false }).waitFor();
  await shots(page, '05-operator-policy-confirm');
  await dialog.getByRole('button', { name: '돌아가기' }).click();
  await page.getByRole('heading', { name: '자동투자 정책' }).scrollIntoViewIfNeeded();
  await shots(page, '06-operator-policy');
  await page.close();
});
