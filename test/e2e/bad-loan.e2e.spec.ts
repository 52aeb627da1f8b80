// Proves in a real Chromium a loan going bad on a server of the spec's own (the business clock
// moves two months): on the loan's own screen an operator accelerates the overdue loan and then
// records a recovery, each only through its confirmation, which states the amounts per investor
// type from the server's preview before anything moves; the loan then shows its status, what is
// owed and the recovery with its allocation; and the investor follows it all on the holding's
// repayment page on a 375 px phone (the timeline with 기한이익상실 and 회수, the recovered sums);
// a write-off then shows on the product, the ledger lines and the dashboard's return.
import type { Page } from 'playwright-core';
import { settle, useBrowser, watchErrors } from './support/browser';
import { overdueJourney, type OverdueJourney } from './support/overdue-journey';
import { OWN_OPERATOR, startOwnServer, type OwnServer } from './support/own-server';

const browser = useBrowser('bad-loan', { throwOnPageError: true });
let server: OwnServer;
let journey: OverdueJourney;

beforeAll(async () => {
  server = await startOwnServer('bad_loan');
  journey = await overdueJourney(server.baseUrl);
}, 180_000);
afterAll(() => server?.stop());

const url = (path: string) => `${server.baseUrl}${path}`;

async function pageAs(who: { email: string; password: string }, width: number): Promise<Page> {
  // A session already open makes login a state-changing request: it carries the CSRF header then.
  const csrf = (await browser.context.cookies(server.baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const headers = csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : undefined;
  const res = await browser.context.request.post(url('/api/auth/login'), { data: { email: who.email, password: who.password }, headers });
  if (res.status() !== 200) throw new Error(`login: ${res.status()} ${await res.text()}`);
  return browser.newPage(width);
}

const summary = (page: Page) => page.getByRole('region', { name: '대출 상태와 갚을 금액' });

test('an operator accelerates the overdue loan and records a recovery, each after its confirmation per investor type', async () => {
  const page = await pageAs(OWN_OPERATOR, 1280);
  const errors = watchErrors(page);
  await page.goto(url(`/admin/loans/${journey.productId}`));
  expect(await settle(page)).toBe('대출 관리');
  // A day past its second due date: still 상환 중 with an overdue installment (연체 takes 30 days).
  await summary(page).locator('.badge--repaying').waitFor();
  await browser.shot(page, '00-admin-loan-overdue-1280');

  await page.getByRole('group', { name: '처리할 일' }).getByRole('button', { name: '기한이익상실' }).click();
  const accelerate = page.getByRole('form', { name: '기한이익상실' });
  await accelerate.getByLabel('사유').fill('두 번째 회차 미상환, 차입자 연락 두절');
  await accelerate.getByRole('button', { name: '기한이익상실 확인' }).click();
  let dialog = page.getByRole('dialog', { name: '기한이익상실 확인' });
  const accelerateShares = dialog.getByRole('list', { name: '투자자 유형별 금액' });
  await accelerateShares.getByText('일반 투자자').waitFor();
  await accelerateShares.getByText('1명').first().waitFor();
  await browser.shot(page, '01-accelerate-confirm', false);
  await dialog.getByRole('button', { name: '기한이익상실 처리하기' }).click();
  await page.getByText('기한이익상실을 처리했습니다.').waitFor();
  await summary(page).locator('.badge--defaulted').waitFor();
  await summary(page).getByTestId('owed-total').waitFor();

  await page.getByRole('group', { name: '처리할 일' }).getByRole('button', { name: '회수금 기록' }).click();
  const recovery = page.getByRole('form', { name: '회수금 기록' });
  await recovery.getByLabel('회수 금액 (원)').fill('300000');
  await recovery.getByLabel('회수 비용 (원)').fill('10000');
  await recovery.getByLabel('회수 경로').selectOption('collateral');
  await recovery.getByLabel('메모').fill('담보 경매 배당금');
  await recovery.getByRole('button', { name: '회수금 기록 확인' }).click();
  dialog = page.getByRole('dialog', { name: '회수금 기록 확인' });
  const shares = dialog.getByRole('list', { name: '투자자 유형별 금액' });
  await shares.getByText('일반 투자자').waitFor();
  await dialog.getByText('처리 후 남는 원금').waitFor();
  await browser.shot(page, '02-recovery-confirm', false);
  await dialog.getByRole('button', { name: '300,000원 회수 기록하기' }).click();
  await page.getByText('회수금 300,000원을 기록하고 투자자에게 배분했습니다.').waitFor();

  const steps = summary(page).getByRole('region', { name: /부실 대출 처리 내역/ });
  await steps.getByText('담보 처분 · 담보 경매 배당금').waitFor();
  await steps.getByRole('cell', { name: '300,000원' }).waitFor();
  await browser.shot(page, '03-admin-loan-1280');
  const phone = await browser.newPage(375);
  await phone.goto(url(`/admin/loans/${journey.productId}`));
  await summary(phone).getByText('담보 처분 · 담보 경매 배당금').waitFor();
  await browser.shot(phone, '04-admin-loan-375');
  // The list's new filter finds it, and its title opens the loan's own screen.
  for (const view of [page, phone]) {
    await view.goto(url('/admin/repayments'));
    await view.getByRole('group', { name: '대출 상태' }).getByRole('button', { name: '기한이익상실' }).click();
    await view.getByRole('link', { name: journey.productTitle }).waitFor();
    await browser.shot(view, `04-admin-loans-defaulted-${view === page ? 1280 : 375}`);
  }
  await page.getByRole('link', { name: journey.productTitle }).click();
  await page.waitForURL(url(`/admin/loans/${journey.productId}`));
  expect(errors).toEqual([]);
  await phone.close();
  await page.close();
});

test('the investor follows the loan on the holding repayment page on a phone', async () => {
  const phone = await pageAs(journey.investor, 375);
  const errors = watchErrors(phone);
  await phone.goto(url(`/user/repay/${journey.productId}`));
  await settle(phone);
  const timeline = phone.getByRole('region', { name: '진행 경과' });
  for (const label of ['실행', '상환', '연체', '기한이익상실', '회수']) await timeline.getByText(label, { exact: true }).first().waitFor();
  await timeline.getByText(/담보 처분 회수 · 비용 10,000원/).waitFor();
  await phone.getByText('회수 원금').waitFor();
  // Nothing wider than the phone: the timeline reads without sideways scrolling.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await browser.shot(phone, '05-repay-timeline-375');
  await phone.goto(url('/user/dashboard'));
  await phone.getByText('그중 회수 중 원금').waitFor();
  await browser.shot(phone, '06-dashboard-375');
  expect(errors).toEqual([]);
  await phone.close();

  const page = await browser.newPage(1280);
  await page.goto(url(`/user/repay/${journey.productId}`));
  await page.getByRole('region', { name: '진행 경과' }).getByText('회수', { exact: true }).waitFor();
  await browser.shot(page, '07-repay-timeline-1280');
  await page.goto(url('/user/dashboard'));
  await page.getByText('그중 회수 중 원금').waitFor();
  await browser.shot(page, '08-dashboard-1280');
  await page.close();
});

test('a write-off shows on the product, the ledger lines and the return counting the loss', async () => {
  const page = await pageAs(OWN_OPERATOR, 1280);
  await page.goto(url(`/admin/loans/${journey.productId}`));
  await page.getByRole('group', { name: '처리할 일' }).getByRole('button', { name: '상각' }).click();
  const form = page.getByRole('form', { name: '상각' });
  await form.getByLabel('사유').fill('담보 처분 후 잔여 채권 회수 가능성 낮음');
  await form.getByRole('button', { name: '상각 확인' }).click();
  const dialog = page.getByRole('dialog', { name: '상각 확인' });
  await dialog.getByRole('list', { name: '투자자 유형별 금액' }).getByText('일반 투자자').waitFor();
  await browser.shot(page, '09-write-off-confirm', false);
  await dialog.getByRole('button', { name: '상각 처리하기' }).click();
  await page.getByText('남은 원금을 상각했습니다.', { exact: false }).waitFor();
  await summary(page).locator('.badge--written_off').waitFor();
  await page.close();

  const investor = await pageAs(journey.investor, 1280);
  for (const width of [375, 1280]) {
    const view = await browser.newPage(width);
    await view.goto(url(`/products/${journey.productId}`));
    await view.locator('.badge--written_off').first().waitFor();
    await browser.shot(view, `10-product-${width}`);
    await view.goto(url('/user/dashboard/transactions'));
    await view.locator('main').getByText('회수 원금').locator('visible=true').first().waitFor();
    await browser.shot(view, `11-transactions-${width}`);
    await view.goto(url('/user/dashboard'));
    await view.getByText('상각 원금 (손실)').waitFor();
    await browser.shot(view, `12-dashboard-loss-${width}`);
    await view.close();
  }
  await investor.close();
});

test('the operators\' policy screen shows and saves the bad-loan terms and the personal-debtor switches', async () => {
  for (const width of [375, 1280]) {
    const page = await pageAs(OWN_OPERATOR, width);
    const errors = watchErrors(page);
    await page.goto(url('/admin/repayments'));
    await settle(page);
    const form = page.locator('form').filter({ has: page.getByLabel('기한이익상실까지 연체 일수') });
    expect(await form.getByLabel('연체 가산 이율 (bp)').inputValue()).toBe('300');
    expect(await form.getByLabel('법정 최고 이율 (bp)').inputValue()).toBe('2000');
    if (width === 1280) {
      await form.getByLabel('개인 신용').check();
      await form.getByRole('button', { name: '정책 저장' }).click();
      await page.getByText('상환 정책을 저장했습니다.', { exact: false }).waitFor();
      await page.getByText('개인 신용 · 10일 전 통지').first().waitFor();
    }
    await form.getByLabel('개인 신용').scrollIntoViewIfNeeded();
    await browser.shot(page, `10-policy-${width}`, false);
    expect(errors).toEqual([]);
    await page.close();
  }
});
