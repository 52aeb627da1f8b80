// Proves in a real Chromium the 원리금수취권 양도 screens on a server of the spec's own (a loan just
// executed, so nothing is past due): on a 375 px phone the holder lists the holding from its page
// (the price band shown, 100 % to start with, what the buyer will see, the confirmation with the
// law's statement ticked), finds it in the market (filters as chips and selects that fit the
// phone; an ineligible viewer is told why), opens its page, and withdraws it; then another,
// eligible investor (소득적격, approved by an operator) buys it on a phone through the confirmation
// (price, 경과이자, total, the balance after, the law's statement ticked) — first refused in Korean
// when the seller withdrew it meanwhile — and lands on the holding's page, whose course starts at
// its 양수, while the seller's ends at its 양도; every screen also captured at 1280 px.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { HttpClient } from '../support/http-client';
import { signUpVerified } from '../support/users';
import { createProduct, invest } from '../integration/investing/investing-fixtures';
import { settle, useBrowser, watchErrors } from './support/browser';
import { OWN_OPERATOR, startOwnServer, type OwnServer } from './support/own-server';

const browser = useBrowser('transfer', { throwOnPageError: true });
let server: OwnServer;
let productId: string;
let productTitle: string;
let seller: { email: string; password: string; client: HttpClient };
let operator: HttpClient;

const PRINCIPAL_WON = 1_000_000;

async function expectStatus(what: string, status: number, res: Promise<{ status: number; body: unknown }>) {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** An identity-verified investor with a virtual account and `depositWon` in it. */
async function fundedInvestor(name: string, depositWon: number) {
  const client = new HttpClient(server.baseUrl);
  const { email, password } = await signUpVerified(client, { name });
  await expectStatus('vaccount', 201, client.post('/api/vaccount', {}));
  await expectStatus('deposit', 201, client.post('/api/sandbox/deposits', { amount: depositWon }));
  return { client, email, password };
}

beforeAll(async () => {
  server = await startOwnServer('transfer');
  operator = new HttpClient(server.baseUrl);
  await expectStatus('operator login', 200, operator.post('/api/auth/login', OWN_OPERATOR));
  productTitle = `양도 확인용 개인신용 ${randomBytes(2).toString('hex')}호`;
  productId = (await createProduct(operator, { title: productTitle, type: 'credit', target_amount: PRINCIPAL_WON, rate_bp: 1200, term_months: 6 })).id;
  const holder = await fundedInvestor('김양도', PRINCIPAL_WON);
  await expectStatus('invest', 201, invest(holder.client, [{ product_id: productId, amount: PRINCIPAL_WON }]));
  await expectStatus('execute', 200, operator.post(`/api/admin/products/${productId}/execute`));
  seller = holder;
}, 180_000);
afterAll(() => server?.stop());

const url = (path: string) => `${server.baseUrl}${path}`;

async function pageAs(who: { email: string; password: string }, width: number): Promise<Page> {
  await browser.context.clearCookies();
  const res = await browser.context.request.post(url('/api/auth/login'), { data: { email: who.email, password: who.password } });
  if (res.status() !== 200) throw new Error(`login: ${res.status()} ${await res.text()}`);
  return browser.newPage(width);
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('the holder lists the holding from its page on a phone, sees it in the market, and withdraws it', async () => {
  const phone = await pageAs(seller, 375);
  const errors = watchErrors(phone);
  await phone.goto(url(`/user/repay/${productId}`));
  await settle(phone);
  const panel = phone.getByRole('region', { name: '양도 신청' });
  const price = panel.getByLabel('양도 가격 (원)');
  // 100 % to start with, and the band in won.
  expect(await price.inputValue()).toBe('1,000,000');
  await panel.getByText('남은 원금의 90%~102%: 900,000원 ~ 1,020,000원').waitFor();
  await panel.getByText('매수인이 받을 남은 상환 일정 (6회)').click();
  await panel.getByRole('list', { name: '매수인이 받을 남은 상환 일정' }).waitFor();
  await noSidewaysScroll(phone);
  await browser.shot(phone, '01-holding-sell-375');
  await panel.scrollIntoViewIfNeeded();
  await browser.shot(phone, '01b-holding-sell-panel-375', false);

  // Outside the band: said under the field, nothing sent.
  await price.fill('1,030,000');
  await panel.getByRole('button', { name: '양도 신청' }).click();
  await panel.getByText('양도 가격은 900,000원 이상 1,020,000원 이하로 정해 주십시오.').waitFor();
  await panel.getByRole('button', { name: '95%' }).click();
  expect(await price.inputValue()).toBe('950,000');
  await panel.getByRole('button', { name: '양도 신청' }).click();
  const dialog = phone.getByRole('dialog', { name: '양도 신청 확인' });
  await dialog.getByText(/시행령 제29조/).waitFor();
  const send = dialog.getByRole('button', { name: '950,000원에 양도 신청하기' });
  expect(await send.isDisabled()).toBe(true);
  await browser.shot(phone, '02-sell-confirm-375', false);
  await dialog.getByRole('checkbox').check();
  await send.click();
  await phone.getByText('양도 신청을 등록했습니다. 양도 마켓에 공개됩니다.').waitFor();
  const open = phone.getByRole('region', { name: /양도 신청 중/ });
  await open.getByText('95%').waitFor();
  await browser.shot(phone, '03-holding-listed-375');
  await open.scrollIntoViewIfNeeded();
  await browser.shot(phone, '03b-holding-listed-panel-375', false);

  // The market: the listing with its figures; the holder (one investment) is told why they cannot buy.
  await open.getByRole('link', { name: '양도 마켓에서 보기' }).click();
  await phone.waitForURL(/\/transfers\/[0-9a-f-]{36}$/);
  await settle(phone);
  await phone.getByRole('heading', { name: '내 매물' }).waitFor();
  await phone.getByRole('note', { name: '구매 자격' }).getByText(/5회 이상 투자해야/).waitFor();
  await phone.getByRole('list', { name: '대출 상환 내역' }).waitFor();
  await noSidewaysScroll(phone);
  await browser.shot(phone, '04-listing-own-375');
  await phone.getByRole('heading', { name: '대출 상환 내역' }).scrollIntoViewIfNeeded();
  await browser.shot(phone, '04b-listing-history-375', false);
  await phone.goto(url('/transfers'));
  await settle(phone);
  const listings = phone.getByRole('list', { name: '양도 매물' });
  await listings.getByRole('link', { name: productTitle }).waitFor();
  await listings.getByText('내 매물').waitFor();
  await noSidewaysScroll(phone);
  await browser.shot(phone, '05-market-375');
  // Filters narrow the list on the page: another type hides it, the grade's letter keeps it.
  const filters = phone.getByRole('region', { name: '매물 조건' });
  await filters.getByRole('checkbox', { name: '아파트 담보' }).check();
  await phone.getByText('조건에 맞는 양도 매물이 없습니다.').waitFor();
  await browser.shot(phone, '06-market-filtered-empty-375');
  await filters.getByRole('checkbox', { name: '아파트 담보' }).uncheck();
  await filters.getByRole('checkbox', { name: 'A등급' }).check();
  await filters.getByLabel('남은 기간').selectOption('6');
  await listings.getByRole('link', { name: productTitle }).waitFor();
  await noSidewaysScroll(phone);
  await browser.shot(phone, '07-market-filtered-375');
  await filters.getByLabel('세후 수익률').selectOption('1000');
  await listings.getByRole('link', { name: productTitle }).waitFor();
  await filters.getByRole('button', { name: '조건 초기화' }).click();

  const wide = await browser.newPage(1280);
  for (const [path, name] of [[`/user/repay/${productId}`, '08-holding-listed-1280'], ['/transfers', '09-market-1280']] as const) {
    await wide.goto(url(path));
    await settle(wide);
    await wide.getByText(productTitle).first().waitFor();
    await browser.shot(wide, name);
  }
  await wide.getByRole('navigation').getByRole('link', { name: '양도 마켓' }).first().waitFor();
  await wide.getByRole('link', { name: productTitle }).click();
  await wide.getByRole('heading', { name: '내 매물' }).waitFor();
  await browser.shot(wide, '10-listing-own-1280');
  await wide.close();

  // Withdrawn from the holding's page: off the market, and the form is back.
  await phone.goto(url(`/user/repay/${productId}`));
  await settle(phone);
  await phone.getByRole('region', { name: /양도 신청 중/ }).getByRole('button', { name: '양도 철회' }).click();
  const withdraw = phone.getByRole('dialog', { name: '양도 철회 확인' });
  await browser.shot(phone, '11-withdraw-confirm-375', false);
  await withdraw.getByRole('button', { name: '양도 철회하기' }).click();
  await phone.getByText('양도 신청을 철회했습니다.').waitFor();
  await phone.getByRole('region', { name: '양도 신청' }).getByLabel('양도 가격 (원)').waitFor();
  await phone.goto(url('/transfers'));
  await settle(phone);
  await phone.getByText('지금 올라온 양도 매물이 없습니다.').waitFor();
  await browser.shot(phone, '12-market-empty-375');
  expect(errors).toEqual([]);
  await phone.close();
});

test('an eligible investor buys the listing on a phone; a listing withdrawn meanwhile is refused in Korean', async () => {
  const buyer = await fundedInvestor('박양수', 2 * PRINCIPAL_WON);
  const request = (await expectStatus('investor type request', 201, buyer.client.post('/api/me/investor_type_requests', { investor_type: 'income_qualified', evidence: '2025년 이자·배당소득 2,500만원 (소득금액증명원)' }))) as { id: string };
  await expectStatus('approve', 200, operator.post(`/api/admin/investor_type_requests/${request.id}/approve`));
  const investmentId = ((await seller.client.get('/api/investments')).body.items as { id: string; product_id: string }[]).find((i) => i.product_id === productId)!.id;
  const listOnce = async () => ((await expectStatus('list', 201, seller.client.post('/api/transfers/listings', { investment_id: investmentId, price: PRINCIPAL_WON, acknowledged: true }))) as { listing: { id: string } }).listing.id;
  const first = await listOnce();

  const phone = await pageAs(buyer, 375);
  const errors = watchErrors(phone);
  await phone.goto(url('/transfers'));
  await settle(phone);
  await phone.getByRole('note', { name: '구매 자격' }).getByText(/소득적격 투자자로서 원리금수취권을 살 수 있습니다/).waitFor();
  await browser.shot(phone, '13-market-eligible-375');
  await phone.getByRole('list', { name: '양도 매물' }).getByRole('link', { name: productTitle }).click();
  await phone.waitForURL(url(`/transfers/${first}`));
  const box = phone.getByRole('complementary', { name: '구매하기' });
  await box.getByRole('button', { name: '구매하기' }).click();
  let dialog = phone.getByRole('dialog', { name: '원리금수취권 구매 확인' });
  // Bought on the execution date: no 경과이자, the price is the total.
  await dialog.getByTestId('buy-total').getByText('1,000,000원').waitFor();
  await dialog.getByText(/시행령 제29조/).waitFor();
  // Withdrawn while the buyer reads: the confirmation says so in Korean.
  await expectStatus('withdraw', 200, seller.client.delete(`/api/transfers/listings/${first}`));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '1,000,000원 결제하기' }).click();
  await dialog.getByText('이미 판매되었거나 철회·종료되어 더 이상 살 수 없는 양도 매물입니다. 양도 마켓의 다른 매물을 확인해 주세요.').waitFor();
  await browser.shot(phone, '14-buy-refused-375', false);
  await dialog.getByRole('button', { name: '돌아가기' }).click();
  await phone.getByText('이미 판매되었거나 철회·종료된 양도 매물입니다.').waitFor();

  const second = await listOnce();
  const wide = await browser.newPage(1280);
  await wide.goto(url(`/transfers/${second}`));
  await settle(wide);
  await wide.getByRole('complementary', { name: '구매하기' }).getByRole('button', { name: '구매하기' }).waitFor();
  await browser.shot(wide, '15-listing-buyer-1280');
  await wide.getByRole('complementary', { name: '구매하기' }).getByRole('button', { name: '구매하기' }).click();
  await wide.getByRole('dialog', { name: '원리금수취권 구매 확인' }).getByText('결제 후 예치금').waitFor();
  await browser.shot(wide, '16-buy-confirm-1280', false);
  await wide.close();

  await phone.goto(url(`/transfers/${second}`));
  await settle(phone);
  await noSidewaysScroll(phone);
  await browser.shot(phone, '17-listing-buyer-375');
  await browser.shot(phone, '17b-listing-buyer-top-375', false);
  await phone.getByRole('complementary', { name: '구매하기' }).getByRole('button', { name: '구매하기' }).click();
  dialog = phone.getByRole('dialog', { name: '원리금수취권 구매 확인' });
  const facts = dialog.locator('.dialog__facts');
  await facts.getByText('2,000,000원').waitFor();
  await browser.shot(phone, '18-buy-confirm-375', false);
  const pay = dialog.getByRole('button', { name: '1,000,000원 결제하기' });
  expect(await pay.isDisabled()).toBe(true);
  await dialog.getByRole('checkbox').check();
  await pay.click();
  await phone.getByText('1,000,000원에 원리금수취권을 구매했습니다.').waitFor();
  await phone.waitForURL(url(`/user/repay/${productId}`));
  await settle(phone);
  // The holding is the buyer's now: its page with the principal bought still to come.
  await phone.getByRole('heading', { name: `${productTitle} 상환 내역` }).waitFor();
  await phone.locator('.summary-card', { hasText: '남은 원금' }).getByText('1,000,000원').waitFor();
  await noSidewaysScroll(phone);
  await browser.shot(phone, '19-bought-holding-375');
  // The claim's course starts at its 양수 (price and 경과이자), and the holding is shown on its own.
  const course = phone.getByRole('region', { name: '진행 경과' });
  expect(await course.locator('.timeline__kind').first().textContent()).toBe('양수');
  await course.getByText(/원리금수취권 양수: 1회차부터 원금 1,000,000원 · 경과이자 0원/).waitFor();
  await phone.getByRole('region', { name: '보유 내역' }).getByText('양수 채권').waitFor();
  await course.scrollIntoViewIfNeeded();
  await browser.shot(phone, '19d-bought-timeline-375', false);
  // A claim bought is a holding like any: the buyer may list it again (the band of what is left).
  const resale = phone.getByRole('region', { name: '양도 신청' });
  await resale.getByText('남은 원금의 90%~102%: 900,000원 ~ 1,020,000원').waitFor();
  await resale.scrollIntoViewIfNeeded();
  await browser.shot(phone, '19b-bought-holding-resale-375', false);
  const wideHolding = await pageAs(buyer, 1280);
  await wideHolding.goto(url(`/user/repay/${productId}`));
  await settle(wideHolding);
  await wideHolding.getByRole('region', { name: '양도 신청' }).getByText('남은 원금의 90%~102%: 900,000원 ~ 1,020,000원').waitFor();
  await browser.shot(wideHolding, '19c-bought-holding-resale-1280');
  await wideHolding.getByRole('region', { name: '보유 내역' }).scrollIntoViewIfNeeded();
  await browser.shot(wideHolding, '19e-bought-holdings-timeline-1280', false);
  await wideHolding.close();
  expect(((await buyer.client.get('/api/wallet')).body as { balance: number }).balance).toBe(PRINCIPAL_WON);
  // Off the market for everyone.
  const left = (await buyer.client.get('/api/transfers/listings')).body.items as { id: string; status: string }[];
  expect(left.map((l) => l.id)).toEqual([]);
  await phone.goto(url('/transfers'));
  await settle(phone);
  await phone.getByText('지금 올라온 양도 매물이 없습니다.').waitFor();
  expect(errors).toEqual([]);
  await phone.close();

  // The seller's holding ends at its 양도: the day, the price and the fee.
  for (const width of [375, 1280]) {
    const page = await pageAs(seller, width);
    await page.goto(url(`/user/repay/${productId}`));
    await settle(page);
    const sold = page.getByRole('region', { name: '진행 경과' });
    expect(await sold.locator('.timeline__kind').last().textContent()).toBe('양도');
    await sold.getByText(/원리금수취권 양도: 1회차부터 원금 1,000,000원 · 수수료 0원/).waitFor();
    await sold.scrollIntoViewIfNeeded();
    await browser.shot(page, `20-sold-timeline-${width}`, false);
    await page.close();
  }
});
