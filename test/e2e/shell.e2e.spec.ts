// Proves in a real Chromium that every seed route renders Korean content without console errors, unknown paths land on /error/Not_Found, toasts sit top-right at 1280 px and bottom-center at 768 px, and a 401 clears the login cookie without a toast.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const SHOTS = path.resolve(__dirname, '../../artifacts/e2e-shell');
const UUID = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';
const HANGUL = /[가-힣]/;

const BANK_CLOSED_MESSAGE = '지금은 은행 점검 시간입니다. 은행 업무 시간에 다시 시도해 주세요.';
const NO_PERMISSION_MESSAGE = '로그인이 필요합니다. 로그인 후 다시 시도해 주세요.';

let context: BrowserContext;
let userDataDir: string;

function loginedUserCookie(name = '김투자') {
  return {
    name: 'logined_user',
    value: encodeURIComponent(JSON.stringify({ id: '00000000-0000-4000-8000-000000000001', name })),
    url: BASE_URL,
  };
}

/** Console errors worth failing on. A failed /api call logs "Failed to load resource"; those are expected (401 for a visitor, 404 for a made-up id) and the screens handle them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (/Failed to load resource/.test(message.text()) && url.includes('/api/')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

async function newPage(width = 1280, height = 900): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  return page;
}

/** Waits until the lazy screen replaced the spinner and its h1 is on screen. */
async function settle(page: Page): Promise<string> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('main .spinner:not(.state-block .spinner)'), undefined, { timeout: 15_000 }).catch(() => undefined);
  return (await heading.innerText()).trim();
}

async function firstArticleId(board: string): Promise<string> {
  try {
    const response = await context.request.get(`${BASE_URL}/api/boards/${board}?page=1&size=1`);
    if (response.ok()) {
      const body = (await response.json()) as { items?: { id: string }[] };
      if (body.items?.[0]?.id) return body.items[0].id;
    }
  } catch {
    // No API behind the static server: the detail screen must still render its not-found state.
  }
  return UUID;
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-e2e-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
}, 60_000);

afterAll(async () => {
  await context?.close();
  if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await context.clearCookies();
});

const PUBLIC_ROUTES = [
  '/',
  '/products',
  `/products/${UUID}`,
  '/corp_invest',
  '/invest_grade_guide',
  '/product_guide',
  '/product_guide/apt',
  '/team',
  '/p2p_business',
  '/notice',
  '/guide',
  '/event',
  '/press',
  '/faq',
  '/safe_invest',
  '/overdue',
  '/announcement',
  '/disclosure',
  '/landing/apt',
  '/loan/apt',
  '/user_password_reset_verify',
  '/user/login',
  '/user/sign_up',
  '/user/password_reset_request',
  '/policy',
  '/policy/terms',
  '/error/Not_Found',
];
const DETAIL_BOARDS = ['notice', 'guide', 'event', 'overdue', 'announcement', 'disclosure'];
const PROTECTED_ROUTES = ['/user/welcome', '/user/profile', '/user/create_vaccount', '/user/basket', '/user/deposit', '/user/dashboard', '/user/dashboard/inquiry', `/user/repay/${UUID}`];

describe('every seed route renders Korean content', () => {
  test.each(PUBLIC_ROUTES)('%s', async (route) => {
    const page = await newPage();
    const errors = watchErrors(page);
    await page.goto(`${BASE_URL}${route}`);
    const heading = await settle(page);
    expect(heading).toMatch(HANGUL);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.title()).toContain('온다리펀딩');
    expect(errors).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `desktop${(route === '/' ? '_home' : route.replace(/[/:]/g, '_'))}.png`), fullPage: true });
    await page.close();
  });

  test.each(DETAIL_BOARDS)('/%s/{articleId} uses the board-detail screen', async (board) => {
    const id = await firstArticleId(board);
    const page = await newPage();
    const errors = watchErrors(page);
    await page.goto(`${BASE_URL}/${board}/${id}`);
    const heading = await settle(page);
    expect(heading).toMatch(HANGUL);
    await expect(page.getByRole('link', { name: '목록으로' }).count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test.each(PROTECTED_ROUTES)('%s shows the need-login screen to a visitor', async (route) => {
    const page = await newPage();
    const errors = watchErrors(page);
    await page.goto(`${BASE_URL}${route}`);
    expect(await settle(page)).toBe('로그인이 필요합니다');
    const href = await page.getByRole('link', { name: '로그인하기' }).getAttribute('href');
    expect(href).toBe(`/user/login?redirect=${encodeURIComponent(route)}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('/user/investment_summary redirects to /user/dashboard/inquiry', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/user/investment_summary`);
    await page.waitForURL('**/user/dashboard/inquiry');
    await page.close();
  });

  test('/admin shows the operator guard to a visitor', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/admin`);
    expect(await settle(page)).toBe('로그인이 필요합니다');
    await expect(page.getByRole('navigation', { name: '운영 메뉴' }).innerText()).resolves.toContain('모의 은행');
    await page.close();
  });
});

describe('redirects and layout', () => {
  test('an unknown path lands on /error/Not_Found', async () => {
    const page = await newPage();
    await page.goto(`${BASE_URL}/this/page/does/not/exist`);
    await page.waitForURL('**/error/Not_Found');
    expect(await settle(page)).toBe('페이지를 찾을 수 없습니다');
    await page.close();
  });

  test.each(['/', '/products', '/notice', '/user/login', '/user/basket', '/invest_grade_guide', '/p2p_business'])('%s fits a 375 px phone without horizontal scroll', async (route) => {
    const page = await newPage(375, 812);
    await page.goto(`${BASE_URL}${route}`);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `mobile${(route === '/' ? '_home' : route.replace(/[/:]/g, '_'))}.png`), fullPage: true });
    await page.close();
  });

  test('the mobile menu opens a drawer', async () => {
    const page = await newPage(375, 812);
    await page.goto(`${BASE_URL}/`);
    await settle(page);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.getByRole('navigation', { name: '전체 메뉴' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'mobile_drawer.png') });
    await page.close();
  });
});

describe('toasts and the global error handler', () => {
  async function failStats(page: Page) {
    await page.route('**/api/stats', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ fail_code: 'bank_closed', message: '점검' }) }),
    );
  }

  test('a failed query toasts top-right at 1280 px', async () => {
    const page = await newPage(1280, 900);
    await failStats(page);
    await page.goto(`${BASE_URL}/`);
    const toast = page.getByText(BANK_CLOSED_MESSAGE);
    await toast.waitFor({ state: 'visible' });
    const box = await toast.boundingBox();
    await page.screenshot({ path: path.join(SHOTS, 'toast_1280.png') });
    expect(box).not.toBeNull();
    // Right-aligned (the text sits inside the toast's padding) and near the top.
    expect(box!.x + box!.width / 2).toBeGreaterThan(1280 * 0.7);
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 100);
    expect(box!.y).toBeLessThan(120);
    await page.close();
  });

  test('a failed query toasts bottom-center at 768 px', async () => {
    const page = await newPage(768, 900);
    await failStats(page);
    await page.goto(`${BASE_URL}/`);
    const toast = page.getByText(BANK_CLOSED_MESSAGE);
    await toast.waitFor({ state: 'visible' });
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.x + box!.width / 2 - 384)).toBeLessThan(40);
    expect(box!.y + box!.height).toBeGreaterThan(900 - 120);
    await page.close();
  });

  test('the toast moves live when the window shrinks', async () => {
    const page = await newPage(1280, 900);
    await failStats(page);
    await page.goto(`${BASE_URL}/`);
    const toast = page.getByText(BANK_CLOSED_MESSAGE);
    await toast.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 700, height: 900 });
    await page.waitForTimeout(400);
    const box = await toast.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(900 - 120);
    await page.close();
  });

  test('a 401 clears logined_user and shows no toast', async () => {
    await context.addCookies([loginedUserCookie()]);
    const page = await newPage();
    const errors = watchErrors(page);
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ fail_code: 'no_permission', message: '로그인 필요' }) }),
    );
    await page.goto(`${BASE_URL}/user/basket`);
    // The cookie goes, so the guard swaps the basket for the need-login screen.
    await page.getByRole('heading', { name: '로그인이 필요합니다' }).waitFor({ state: 'visible' });
    const cookies = await context.cookies(BASE_URL);
    expect(cookies.find((cookie) => cookie.name === 'logined_user')).toBeUndefined();
    await page.waitForTimeout(500);
    expect(await page.getByText(NO_PERMISSION_MESSAGE).count()).toBe(0);
    expect(await page.locator('[data-rht-toaster] [role="status"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the header shows the logged-in name from logined_user', async () => {
    await context.addCookies([loginedUserCookie('박온다')]);
    const page = await newPage();
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ items: [], page: 1, size: 20, total: 0 }) }),
    );
    await page.goto(`${BASE_URL}/products`);
    await settle(page);
    await expect(page.locator('.site-header').innerText()).resolves.toContain('박온다');
    await expect(page.getByRole('button', { name: '로그아웃' }).count()).resolves.toBe(1);
    await page.close();
  });
});
