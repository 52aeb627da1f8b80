// Proves in a real Chromium the investor's returns journey on the demo data: the dashboard shows
// 총 자산, 수익률 and the first payout with its charts, every tab (투자 내역, 거래 내역, 지급 일정, 세금) and the
// product's repayment page agree, and an operator runs the repayment batch, verifies the ledger
// and looks up the demo investor's ledger.
import { type Page } from 'playwright-core';
import { BASE_URL, DEMO_INVESTOR as INVESTOR, OPERATOR, useBrowser } from './support/browser';

const browser = useBrowser('dashboard', { throwOnPageError: true });
const { shot } = browser;
const tabs = (page: Page) => page.getByRole('navigation', { name: '대시보드 메뉴' });

test('the demo investor sees the first payout on every dashboard tab and the repayment page', async () => {
  const page = await browser.loggedInPage(INVESTOR);
  await page.goto(`${BASE_URL}/user/dashboard`);
  await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
  await page.getByRole('heading', { name: '총 자산' }).waitFor();
  await page.getByRole('heading', { name: '누적 수익률' }).waitFor();
  await page.getByRole('list', { name: '월별 지급 완료액, 연체액과 지급 예정액' }).waitFor();
  await page.getByRole('heading', { name: '상품 유형별 투자 중 금액' }).waitFor();
  await shot(page, '01-summary');

  await tabs(page).getByRole('link', { name: '투자 내역', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/user/dashboard/inquiry`);
  await page.getByText('합계 (').waitFor();
  await shot(page, '02-inquiry');

  await tabs(page).getByRole('link', { name: '거래 내역', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/user/dashboard/transactions`);
  await page.getByRole('cell', { name: '이자 지급' }).first().waitFor();
  await page.getByRole('cell', { name: '세금 원천징수' }).first().waitFor();
  await shot(page, '03-transactions');

  await tabs(page).getByRole('link', { name: '지급 일정', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/user/dashboard/schedule`);
  await page.getByRole('heading', { name: '다가오는 지급' }).waitFor();
  await page.getByText('지급 완료').first().waitFor();
  await shot(page, '04-schedule');

  await tabs(page).getByRole('link', { name: '세금', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/user/dashboard/tax`);
  await page.getByRole('columnheader', { name: '이자소득세' }).waitFor();
  await shot(page, '05-tax');

  await page.goto(`${BASE_URL}/user/investment_summary`);
  await page.waitForURL(`${BASE_URL}/user/dashboard/inquiry`);
  await page.getByRole('link', { name: '상환 내역' }).first().click();
  await page.waitForURL(/\/user\/repay\//);
  await page.getByRole('columnheader', { name: '지방소득세' }).waitFor();
  await page.getByText('지급 완료').first().waitFor();
  await shot(page, '06-repay');
  await page.close();
});

test('an operator runs the repayment batch, verifies the ledger and reads an investor ledger', async () => {
  const page = await browser.loggedInPage(OPERATOR);
  await page.goto(`${BASE_URL}/admin/repayments`);
  await page.getByRole('heading', { name: '상환·배치', level: 1 }).waitFor();
  await page.getByRole('button', { name: '지금 실행' }).click();
  // The run pays investors: it starts only once the operator confirms the date it runs for.
  await page.getByRole('dialog', { name: '상환 배치 실행 확인' }).getByRole('button', { name: /기준으로 실행$/ }).click();
  await page.getByText('상환 배치를 시작했습니다.').waitFor();
  await page.getByText(/작업 [0-9a-f]{8} · 완료/).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: '선택' }).first().click();
  await page.getByRole('columnheader', { name: '지급일시' }).waitFor();
  await shot(page, '07-admin-repayments');

  await page.goto(`${BASE_URL}/admin/ledger`);
  await page.getByRole('button', { name: '지금 검증하기' }).click();
  await page.getByRole('status').waitFor({ timeout: 60_000 });
  await page.getByRole('cell', { name: 'repayment_schedules' }).waitFor();
  await page.getByLabel('이메일').fill(INVESTOR.email);
  await page.getByRole('button', { name: '조회' }).first().click();
  await page.getByRole('cell', { name: 'RepaymentCredited' }).first().waitFor();
  await shot(page, '08-admin-ledger');
  await page.close();
});

test('an operator reads the business clock on the sandbox screen, at both widths', async () => {
  for (const width of [1280, 375]) {
    const page = await browser.loggedInPage(OPERATOR, width);
    await page.goto(`${BASE_URL}/admin/sandbox_bank`);
    await page.getByRole('heading', { name: '업무 기준일 (모의 시계)' }).waitFor();
    // The demo lived through its first month: the business today runs ahead of the wall clock.
    await page.getByTestId('business-today').getByText(/실제 날짜보다 \d+일 앞/).waitFor();
    await page.getByLabel('앞당길 일수').fill('0');
    expect(await page.getByRole('button', { name: '날짜 앞당기기' }).isDisabled()).toBe(true);
    await page.getByRole('heading', { name: '업무 기준일 (모의 시계)' }).scrollIntoViewIfNeeded();
    await shot(page, `09-admin-business-clock-${width}`, false);
    await page.close();
  }
});
