// Proves in a real Chromium the investor-protection journey: a new member verifies their identity (a failed try explained, then the
// verified name on the virtual account), deposits through the sandbox bank, reads the product's disclosure and invests through the
// confirmation (the tick), and the investment records the disclosure version they saw; after a lowered target the investor keeps their
// investment on the product page; operators read the verification records and each investment's disclosure version. Every new screen is
// captured at 375 and 1280 px.
import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { BASE_URL, OPERATOR, submitLogin, useBrowser } from './support/browser';

const browser = useBrowser('investor-protection', { throwOnPageError: true });
const { shot } = browser;
const WIDTHS = [375, 1280] as const;

async function operatorApi(): Promise<{ api: APIRequestContext; csrf: Record<string, string> }> {
  const api = await request.newContext({ baseURL: BASE_URL });
  expect((await api.post('/api/auth/login', { data: OPERATOR })).status()).toBe(200);
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value ?? '';
  return { api, csrf: { 'x-csrf-token': decodeURIComponent(csrf) } };
}

async function newProduct(op: { api: APIRequestContext; csrf: Record<string, string> }, targetWon: number): Promise<{ id: string; title: string }> {
  const now = Date.parse((await (await op.api.get('/api/admin/sandbox/clock')).json()).now);
  const title = `공시 확인 상품 ${randomBytes(2).toString('hex')}호`;
  const created = await op.api.post('/api/admin/products', {
    headers: op.csrf,
    data: {
      title, type: 'apt', borrower_id: `E2E-${randomBytes(3).toString('hex')}`, borrower_name: '김담보', grade: 'A2', rate_bp: 1100, term_months: 6,
      repayment_method: 'bullet', target_amount: targetWon, max_per_user: 0, opens_at: new Date(now - 60_000).toISOString(),
      closes_at: new Date(now + 7 * 86_400_000).toISOString(), investor_only: false, description: '아파트를 담보로 하는 생활자금 대출입니다.',
      collateral: { address: '서울특별시 마포구 월드컵로 1', appraisal_amount: 900_000_000, senior_debt_amount: 300_000_000, lien_rank: 2, note: 'KB시세 기준' },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  const opened = await op.api.post(`/api/admin/products/${id}/open`, { headers: op.csrf });
  expect([200, 409]).toContain(opened.status());
  return { id, title };
}

/** The same screen at each width, saved for review. */
async function shots(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('verify → open an account → deposit → read the disclosure → confirm and invest', async () => {
  const op = await operatorApi();
  const product = await newProduct(op, 5_000_000);
  await browser.signUp({ email: `protect-${randomBytes(4).toString('hex')}@example.com`, password: 'protect-e2e-2026', name: '정공시', phone: '010-4444-5555', agree_terms: true });
  const page = await browser.newPage();

  await page.goto(`${BASE_URL}/user/create_vaccount`);
  const identity = page.getByRole('form', { name: '1단계 · 본인인증' });
  await identity.waitFor();
  expect(await identity.getByLabel('이름 (휴대폰 명의)').inputValue()).toBe('정공시');
  await shots(page, '01-identity-step');
  await identity.getByLabel('생년월일').fill('1989-07-08');
  await identity.getByLabel('휴대폰 번호').fill('010-4444-0000');
  await identity.getByRole('button', { name: '본인인증 하기' }).click();
  await identity.getByRole('alert').getByText(/본인을 확인하지 못했습니다/).waitFor();
  await shots(page, '02-identity-failed');
  await identity.getByLabel('휴대폰 번호').fill('010-4444-5555');
  await identity.getByRole('button', { name: '본인인증 하기' }).click();
  await page.getByText('본인인증을 마쳤습니다.', { exact: false }).waitFor();
  await shots(page, '03-identity-done');
  await page.getByRole('button', { name: '가상계좌 발급하기' }).click();
  await page.getByText('예금주 정공시').waitFor();

  await page.getByRole('link', { name: '예치금 충전하러 가기' }).click();
  await page.getByLabel('입금액 (원)').fill('1000000');
  await page.getByRole('button', { name: '모의 입금하기' }).click();
  await page.getByTestId('wallet-balance').getByText('1,000,000원').waitFor();

  await page.goto(`${BASE_URL}/products/${product.id}`);
  const disclosure = page.getByRole('region', { name: '투자 전 꼭 확인하세요 · 상품 공시' });
  await disclosure.waitFor();
  await disclosure.getByText('예상 수익률 (세후)').waitFor();
  await disclosure.getByText(/원금 손실이 발생할 수 있습니다/).first().waitFor();
  await disclosure.getByText('KB시세 기준', { exact: false }).waitFor();
  await shots(page, '04-product-disclosure');
  const version = (await (await page.request.get(`${BASE_URL}/api/products/${product.id}`)).json()).disclosure.version as string;

  await page.getByRole('textbox', { name: '투자 금액 (원)' }).fill('100000');
  await page.getByRole('form', { name: '투자 금액 입력' }).getByRole('button', { name: '100,000원 투자하기' }).click();
  const confirm = page.getByRole('dialog', { name: '투자 확인' });
  await confirm.getByText('원금 손실이 발생할 수 있습니다.').waitFor();
  const invest = confirm.getByRole('button', { name: '100,000원 투자하기' });
  expect(await invest.isDisabled()).toBe(true);
  await confirm.getByRole('checkbox').check();
  await invest.click();
  await confirm.waitFor({ state: 'hidden' });
  const wallet = await (await page.request.get(`${BASE_URL}/api/wallet`)).json();
  expect(wallet).toMatchObject({ balance: 900_000, held: 100_000 });
  const lines = (await (await op.api.get(`/api/admin/products/${product.id}/investments`)).json()).items;
  expect(lines).toEqual([expect.objectContaining({ amount: 100_000, name: '정공시', disclosure_version: version })]);
  await op.api.dispose();
  await page.close();
});

test('after a lowered target the investor keeps the investment, and operators see records and versions', async () => {
  const op = await operatorApi();
  const product = await newProduct(op, 2_000_000);
  await browser.context.clearCookies();
  await browser.signUp({ email: `keep-${randomBytes(4).toString('hex')}@example.com`, password: 'keep-e2e-2026-x', name: '한유지', phone: '010-6666-7777', agree_terms: true });
  const headers = await browser.csrfHeaders();
  const api = browser.context.request;
  expect((await api.post(`${BASE_URL}/api/me/identity_verification`, { headers, data: { name: '한유지', birth_date: '1985-05-05', phone: '010-6666-7777' } })).status()).toBe(201);
  expect((await api.post(`${BASE_URL}/api/vaccount`, { headers, data: {} })).status()).toBe(201);
  expect((await api.post(`${BASE_URL}/api/sandbox/deposits`, { headers, data: { amount: 500_000 } })).status()).toBe(201);
  const ticket = (await (await api.post(`${BASE_URL}/api/invest_tickets`, { headers, data: {} })).json()).ticket;
  expect((await api.post(`${BASE_URL}/api/investments`, { headers, data: { ticket, acknowledged: true, items: [{ product_id: product.id, amount: 300_000 }] } })).status()).toBe(201);
  const lowered = await op.api.post(`/api/admin/products/${product.id}/lower_target`, { headers: op.csrf, data: { target_amount: 300_000, reconfirm_hours: 24 } });
  expect(lowered.status()).toBe(200);

  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/products/${product.id}`);
  const card = page.getByRole('region', { name: '모집 금액이 바뀌었습니다. 투자를 유지할지 알려 주세요' });
  await card.waitFor();
  await shots(page, '05-reconfirm-card');
  expect((await op.api.post(`/api/admin/products/${product.id}/execute`, { headers: op.csrf })).status()).toBe(409);
  await card.getByRole('button', { name: '투자 유지하기' }).click();
  await page.getByText('투자를 유지합니다.').waitFor();
  await card.waitFor({ state: 'detached' });
  expect((await op.api.post(`/api/admin/products/${product.id}/execute`, { headers: op.csrf })).status()).toBe(200);

  await browser.context.clearCookies();
  await page.goto(`${BASE_URL}/user/login`);
  await submitLogin(page, OPERATOR);
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  await page.goto(`${BASE_URL}/admin/identity_verifications`);
  await page.getByRole('heading', { name: '본인인증 기록', level: 1 }).waitFor();
  await page.getByText('한유지').first().waitFor();
  await shots(page, '06-admin-identity-records');
  await page.goto(`${BASE_URL}/admin/products`);
  await page.getByRole('button', { name: `${product.title} 수정` }).click().catch(async (error) => {
    await shot(page, 'admin-products-failed');
    throw error;
  });
  const panel = page.getByRole('region', { name: '투자 내역과 공시 확인' });
  await panel.getByText('유지 확인').first().waitFor();
  await panel.getByText(/^d-[0-9a-f]{16}$/).first().waitFor();
  await panel.scrollIntoViewIfNeeded();
  await shots(page, '07-admin-product-investments');
  await op.api.dispose();
  await page.close();
});
