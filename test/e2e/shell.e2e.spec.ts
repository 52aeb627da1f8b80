// Proves in a real Chromium that every seed route renders Korean content without console errors, unknown paths land on /error/Not_Found, toasts sit top-right at 1280 px and bottom-center at 768 px, a 401 clears the login cookie without a toast, a visitor's landing page arrives with its first API answers (a page asked with a session, with none), and no header label, home headline phrase or dashboard tab breaks inside a word at 1024 and 1280 px with the basket badge and the bell shown (nor the tabs wrap to a second row on a phone).
import { type Locator, type Page } from 'playwright-core';
import { BASE_URL, DEMO_INVESTOR, HANGUL, settle as settleSpinner, useBrowser, watchErrors } from './support/browser';

const UUID = '3f2c7a9e-1b2d-4c5e-8f90-123456789abc';

const BANK_CLOSED_MESSAGE = '지금은 은행 점검 시간입니다. 은행 업무 시간에 다시 시도해 주세요.';
const NO_PERMISSION_MESSAGE = '로그인이 필요합니다. 로그인 후 다시 시도해 주세요.';

const browser = useBrowser('shell', { clearCookiesBeforeEach: true });
const newPage = browser.newPage;

function loginedUserCookie(name = '김투자') {
  return {
    name: 'logined_user',
    value: encodeURIComponent(JSON.stringify({ id: '00000000-0000-4000-8000-000000000001', name })),
    url: BASE_URL,
  };
}

/** Waits until the lazy screen replaced the spinner (a state block's own spinner may stay) and its h1 is on screen. */
const settle = (page: Page) => settleSpinner(page, 'main .spinner:not(.state-block .spinner)');

async function firstArticleId(board: string): Promise<string> {
  try {
    const response = await browser.context.request.get(`${BASE_URL}/api/boards/${board}?page=1&size=1`);
    if (response.ok()) {
      const body = (await response.json()) as { items?: { id: string }[] };
      if (body.items?.[0]?.id) return body.items[0].id;
    }
  } catch {
    // No API behind the static server: the detail screen must still render its not-found state.
  }
  return UUID;
}

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
    await browser.shot(page, `desktop${(route === '/' ? '_home' : route.replace(/[/:]/g, '_'))}`);
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
    await browser.shot(page, `mobile${(route === '/' ? '_home' : route.replace(/[/:]/g, '_'))}`);
    await page.close();
  });

  test('the mobile menu opens a drawer', async () => {
    const page = await newPage(375, 812);
    await page.goto(`${BASE_URL}/`);
    await settle(page);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.getByRole('navigation', { name: '전체 메뉴' }).isVisible()).resolves.toBe(true);
    await browser.shot(page, 'mobile_drawer', false);
    await page.close();
  });
});

describe("landing pages' first answers", () => {
  test('a visitor\'s home page arrives with its first answers and asks the API for none of them', async () => {
    const page = await newPage(375, 800);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${BASE_URL}/`);
    expect(response?.headers().vary).toContain('Cookie');
    await page.getByRole('heading', { name: '모집 중인 상품' }).waitFor();
    // The figures are shown (their note names the time they are from) without a read of /api/stats.
    await page.locator('.stats__note', { hasText: '기준' }).waitFor();
    expect(asked.filter((p) => p === '/api/stats' || p === '/api/boards/notice' || p === '/api/products')).toEqual([]);
  });

  test('a page asked with a session carries no answers (no HTML ever holds more than public data)', async () => {
    const html = await (await browser.context.request.get(`${BASE_URL}/products`, { headers: { cookie: 'sid=not-a-session' } })).text();
    expect(html).not.toContain('first-answers');
    const visitor = await (await browser.context.request.get(`${BASE_URL}/products`)).text();
    expect(visitor).toContain('id="first-answers"');
  });
});

describe('toasts and the global error handler', () => {
  /** The toast slides in: measure it once two reads 100 ms apart agree (bounded wait). */
  async function settledBox(toast: Locator) {
    let previous = await toast.boundingBox();
    for (let i = 0; i < 30; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      const current = await toast.boundingBox();
      if (previous && current && previous.x === current.x && previous.y === current.y) return current;
      previous = current;
    }
    return previous;
  }

  /** Opens the home page at this width with /api/stats failing, and waits for the toast that explains it. */
  async function homeWithFailedStats(width: number) {
    const page = await newPage(width, 900);
    await page.route('**/api/stats', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ fail_code: 'bank_closed', message: '점검' }) }),
    );
    // A visitor's home page carries its first answers (stats among them): without them, the page asks /api/stats itself.
    await page.route(`${BASE_URL}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script type="application\/json" id="first-answers">[\s\S]*?<\/script>/, '');
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await page.goto(`${BASE_URL}/`);
    const toast = page.getByText(BANK_CLOSED_MESSAGE);
    await toast.waitFor({ state: 'visible' });
    return { page, toast };
  }

  test('a failed query toasts top-right at 1280 px', async () => {
    const { page, toast } = await homeWithFailedStats(1280);
    const box = await settledBox(toast);
    await browser.shot(page, 'toast_1280', false);
    expect(box).not.toBeNull();
    // Right-aligned (the text sits inside the toast's padding) and near the top.
    expect(box!.x + box!.width / 2).toBeGreaterThan(1280 * 0.7);
    expect(box!.x + box!.width).toBeGreaterThan(1280 - 100);
    expect(box!.y).toBeLessThan(120);
    await page.close();
  });

  test('a failed query toasts bottom-center at 768 px', async () => {
    const { page, toast } = await homeWithFailedStats(768);
    const box = await settledBox(toast);
    expect(box).not.toBeNull();
    expect(Math.abs(box!.x + box!.width / 2 - 384)).toBeLessThan(40);
    expect(box!.y + box!.height).toBeGreaterThan(900 - 120);
    await page.close();
  });

  test('the toast moves live when the window shrinks', async () => {
    const { page, toast } = await homeWithFailedStats(1280);
    await page.setViewportSize({ width: 700, height: 900 });
    const box = await settledBox(toast);
    expect(box!.y + box!.height).toBeGreaterThan(900 - 120);
    await page.close();
  });

  test('a 401 clears logined_user and shows no toast', async () => {
    await browser.context.addCookies([loginedUserCookie()]);
    const page = await newPage();
    const errors = watchErrors(page);
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ fail_code: 'no_permission', message: '로그인 필요' }) }),
    );
    await page.goto(`${BASE_URL}/user/basket`);
    // The cookie goes, so the guard swaps the basket for the need-login screen, which says the
    // session ended (a 401 found a login cookie) instead of a toast.
    await page.getByRole('heading', { name: '로그인 시간이 끝났습니다' }).waitFor({ state: 'visible' });
    const cookies = await browser.context.cookies(BASE_URL);
    expect(cookies.find((cookie) => cookie.name === 'logined_user')).toBeUndefined();
    await page.waitForTimeout(500);
    expect(await page.getByText(NO_PERMISSION_MESSAGE).count()).toBe(0);
    expect(await page.locator('[data-rht-toaster] [role="status"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the header shows the logged-in name from logined_user', async () => {
    await browser.context.addCookies([loginedUserCookie('박온다')]);
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

describe('Korean words hold together', () => {
  /** A logged-in investor with one product in the basket and unread notifications: the header at its fullest. */
  async function fullHeaderPage(width: number, height = 900) {
    await browser.context.addCookies([loginedUserCookie('김투자')]);
    const page = await newPage(width, height);
    await page.route('**/api/**', (route) => {
      const url = new URL(route.request().url());
      const json = (body: unknown) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
      if (url.pathname === '/api/basket') return json({ items: [{ product_id: UUID, title: '송도 아파트 담보 3호', amount: 1_000_000, rate_bp: 1200, term_months: 12 }], total_amount: 1_000_000 });
      if (url.pathname === '/api/notifications') return json({ items: [], unread: 3, next_cursor: null });
      return json({ items: [], page: 1, size: 20, total: 0 });
    });
    return page;
  }

  /** Each element's rendered line count: its height over its line height (1 = on one line). */
  const lineCounts = (locator: Locator) =>
    locator.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6;
        const box = element.getBoundingClientRect();
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        return { text: (element.textContent ?? '').trim(), lines: Math.round((box.height - padding) / lineHeight) };
      }),
    );

  test.each([1024, 1280])('the header nav labels each sit on one line at %i px with the basket badge and the bell', async (width) => {
    const page = await fullHeaderPage(width);
    await page.goto(`${BASE_URL}/products`);
    await settle(page);
    await page.locator('.basket-link__count').waitFor();
    await page.locator('.notification-bell__count').waitFor();
    const labels = await lineCounts(page.locator('.main-nav a'));
    expect(labels.map((l) => l.text)).toEqual(['투자상품', '양도 마켓', '상품안내', '투자등급', '안전한 투자', '공지사항', '회사소개']);
    expect(labels.filter((l) => l.lines !== 1)).toEqual([]);
    // Every label in full view: the nav did not have to scroll to hold them.
    const nav = await page.locator('.site-header__nav').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(nav).toBeLessThanOrEqual(0);
    // The header's own row keeps its height (nothing wrapped under it).
    const header = await page.locator('.site-header__inner').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(64);
    const corner = await lineCounts(page.locator('.account-menu a, .account-menu button'));
    expect(corner.filter((l) => l.lines !== 1)).toEqual([]);
    await browser.shot(page, `header_full_${width}`, false);
    await page.close();
  });

  test.each([320, 375, 1024, 1280])('the home headline breaks only between its phrases at %i px', async (width) => {
    const page = await newPage(width, 800);
    await page.goto(`${BASE_URL}/`);
    await settle(page);
    // The line each character of the headline sits on: every space-separated word on one line, and
    // "1만 원부터" (an amount and its particle, read as one) too.
    const lines = await page.locator('.hero__title').evaluate((title) => {
      const tops: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push({ char: text[i]!, top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      const words: string[][] = [];
      let word = '';
      let wordTops = new Set<number>();
      for (const { char, top } of [...tops, { char: ' ', top: 0 }]) {
        if (char === ' ') {
          if (word) words.push([word, String(wordTops.size)]);
          word = '';
          wordTops = new Set();
        } else {
          word += char;
          wordTops.add(top);
        }
      }
      const at = tops.map((t) => t.char).join('').indexOf('1만 원부터');
      const amountTops = new Set(tops.slice(at, at + '1만 원부터'.length).filter((t) => t.char !== ' ').map((t) => t.top));
      return { words, amountLines: at < 0 ? -1 : amountTops.size };
    });
    expect(lines.words.filter(([, count]) => count !== '1')).toEqual([]);
    expect(lines.amountLines).toBe(1);
    await page.close();
  });

  test('the dashboard tabs stay on one row on a phone and scroll sideways, each label whole', async () => {
    // The demo investor's own dashboard (read only): its tabs as a member sees them.
    const page = await browser.loggedInPage(DEMO_INVESTOR, 375, 812);
    await page.goto(`${BASE_URL}/user/dashboard/tax`);
    await settle(page);
    const tabs = page.getByRole('navigation', { name: '대시보드 메뉴' }).getByRole('link');
    await tabs.first().waitFor();
    const tops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect((await lineCounts(tabs)).filter((l) => l.lines !== 1)).toEqual([]);
    // The current tab (the last) is scrolled into view.
    const current = await page.getByRole('link', { name: '세금' }).boundingBox();
    expect(current!.x + current!.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await browser.shot(page, 'mobile_dashboard_tabs', false);
    await page.close();
  });
});
