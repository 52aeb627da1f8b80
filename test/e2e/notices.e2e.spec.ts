// Proves in a real Chromium the investor's notices journey on a server of the spec's own (the
// business clock moves two months): the header bell counts the unread notifications and opens the
// notification centre, where a deposit, a repayment and the overdue notice are listed; the overdue
// notice opens its post on the overdue board with the body for the product's investor, while a
// visitor sees the title in the list and is asked to log in for the body; and the 세금 tab's link
// downloads the year's tax statement as a PDF.
import type { Page } from 'playwright-core';
import { settle, useBrowser, watchErrors } from './support/browser';
import { overdueJourney, type OverdueJourney } from './support/overdue-journey';
import { startOwnServer, type OwnServer } from './support/own-server';

const browser = useBrowser('notices', { throwOnPageError: true });
let server: OwnServer;
let journey: OverdueJourney;

beforeAll(async () => {
  server = await startOwnServer('notices');
  journey = await overdueJourney(server.baseUrl);
}, 180_000);
afterAll(() => server?.stop());

const url = (path: string) => `${server.baseUrl}${path}`;
/** The header's bell, named "알림, 읽지 않은 알림 N개" (its text, parts of it visually hidden). */
const bell = (page: Page, unread: number) => page.getByRole('link', { name: new RegExp(`^알림\\s*,\\s*읽지 않은 알림\\s*${unread}\\s*개$`) });

async function investorPage(width: number): Promise<Page> {
  // A session already open makes login a state-changing request: it carries the CSRF header then.
  const csrf = (await browser.context.cookies(server.baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const headers = csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : undefined;
  const res = await browser.context.request.post(url('/api/auth/login'), { data: { email: journey.investor.email, password: journey.investor.password }, headers });
  if (res.status() !== 200) throw new Error(`login: ${res.status()} ${await res.text()}`);
  return browser.newPage(width);
}

test('the bell counts the unread notifications and the centre lists them, the overdue one opening its post', async () => {
  const unread: number = (await journey.investor.client.get('/api/notifications?limit=1')).body.unread;
  expect(unread).toBeGreaterThanOrEqual(5);
  const phone = await investorPage(375);
  await phone.goto(url('/user/dashboard'));
  await bell(phone, unread).waitFor();
  await browser.shot(phone, '01-bell-375', false);
  await phone.close();

  const page = await investorPage(1280);
  const errors = watchErrors(page);
  await page.goto(url('/user/dashboard'));
  await bell(page, unread).click();
  await page.waitForURL(url('/user/notifications'));
  expect(await settle(page)).toBe('알림');
  const list = page.getByRole('list', { name: `알림 목록, 읽지 않은 알림 ${unread}개` });
  for (const title of ['예치금이 입금되었습니다', '상환금이 지급되었습니다', '상환이 지연되고 있습니다']) await list.getByText(title).waitFor();
  await browser.shot(page, '02-notification-centre');

  await list.getByRole('link', { name: /상환이 지연되고 있습니다/ }).click();
  await page.waitForURL(url(`/overdue/${journey.articleId}`));
  await page.getByRole('heading', { level: 1, name: /상환 지연/ }).waitFor();
  await page.getByText('연체 사유').waitFor();
  await page.getByText(/현재 차입자에게 확인하고 있습니다/).waitFor();
  await browser.shot(page, '03-overdue-post-investor');
  // Opening it marked it read: the bell counts one less.
  await bell(page, unread - 1).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

test('a visitor sees the overdue notice title in the list and is asked to log in for its body', async () => {
  await browser.context.clearCookies();
  const page = await browser.newPage(1280);
  await page.goto(url('/overdue'));
  const title = page.getByRole('link', { name: new RegExp(journey.productTitle) });
  await title.waitFor();
  await title.click();
  await page.waitForURL(url(`/overdue/${journey.articleId}`));
  await page.getByText('이 글은 해당 상품 투자자에게만 공개됩니다.').waitFor();
  await page.getByRole('link', { name: '로그인하기' }).waitFor();
  expect(await page.getByText(/확인하고 있습니다/).count()).toBe(0);
  await browser.shot(page, '04-overdue-post-visitor');
  await page.close();
});

test('the 세금 tab links the year\'s tax statement, which downloads as a PDF', async () => {
  const page = await investorPage(1280);
  await page.goto(url('/user/dashboard/tax'));
  // One link per year a payout was paid in, and one for the business year running now (the
  // demo's business clock may stand in the next year): the paid year's link is among them.
  const links = page.getByRole('link', { name: /\d{4}년 원천징수 내역서/ });
  await links.first().waitFor();
  const years = (await links.allInnerTexts()).map((text) => /(\d{4})년/.exec(text)![1]);
  expect(years.length).toBeGreaterThanOrEqual(1);
  expect(new Set(years).size).toBe(years.length);
  const link = links.last();
  const year = /(\d{4})년/.exec(await link.innerText())![1];
  await browser.shot(page, '05-tax-tab');
  // Chromium hands a PDF it opens to its viewer; the route keeps the bytes the link fetched.
  let statement: { status: number; type: string; body: Buffer } | undefined;
  await browser.context.route(`**/api/me/tax_statements/${year}?format=pdf`, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    statement = { status: response.status(), type: response.headers()['content-type'], body };
    await route.fulfill({ response, body });
  });
  const popup = browser.context.waitForEvent('page');
  await link.click();
  await (await popup).waitForLoadState();
  expect(statement).toMatchObject({ status: 200, type: 'application/pdf' });
  expect(statement!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The Korean font's glyphs are embedded: a statement is tens of kilobytes, never an empty shell.
  expect(statement!.body.length).toBeGreaterThan(10_000);
  await page.close();
});
