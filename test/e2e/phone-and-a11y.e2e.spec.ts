// Proves in a real Chromium, at 375 px and 1280 px, that every seed route (public, the investor's
// and the operators') fits the screen without sideways scrolling and has no critical or serious
// axe violation (WCAG 2.1 A/AA rules), with a screenshot of each kept as an artifact; that on a
// phone the product page's sticky invest bar opens the confirmation that is the legal consent and
// a 투자 취소 asks first; and that the server sends the web app compressed, hashed assets cached for
// a year, a real robots.txt and a sitemap. One browser and one server serve every route; each
// persona opens one page per width and moves between screens inside the app.
import fs from 'node:fs';
import { type Page } from 'playwright-core';
import { BASE_URL, DEMO_INVESTOR, OPERATOR, useBrowser, type Credentials } from './support/browser';
import { settledPage, type SettledPage } from './support/settled-page';

const browser = useBrowser('phone-and-a11y');
const WIDTHS = [375, 1280];
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PUBLIC_ROUTES = [
  '/', '/products', '/corp_invest', '/invest_grade_guide', '/product_guide', '/product_guide/apt', '/team', '/p2p_business',
  '/notice', '/guide', '/event', '/press', '/faq', '/safe_invest', '/overdue', '/announcement', '/disclosure',
  '/landing/apt', '/loan/apt', '/user/login', '/user/sign_up', '/user/password_reset_request', '/policy/terms', '/error/Not_Found',
  '/disclosures/monthly', '/disclosures/security_self_checks',
];
const INVESTOR_ROUTES = ['/user/welcome', '/user/profile', '/user/create_vaccount', '/user/basket', '/user/deposit', '/user/dashboard', '/user/dashboard/inquiry', '/user/dashboard/transactions', '/user/dashboard/schedule', '/user/dashboard/tax', '/user/notifications'];
const OPERATOR_ROUTES = ['/admin', '/admin/products', '/admin/repayments', '/admin/users', '/admin/investor_type_requests', '/admin/boards', '/admin/inquiries', '/admin/policies', '/admin/ledger', '/admin/sandbox_bank', '/admin/identity_verifications', '/admin/overdue_notices', '/admin/security_self_checks'];

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** Critical and serious axe violations on the page (axe is evaluated through the debugger, so the site's CSP does not block it). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, AXE_TAGS)) as Violation[];
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * One open page per width for whoever is signed in. The first route of a persona is loaded whole;
 * the next ones are reached inside the app (history.pushState and a popstate, as a link would),
 * the way a member moves between screens: a fresh page per route reloaded and re-parsed the app
 * for each of the 102 checks (about 0.6 s of goto each, the file took 3.5 minutes alone and over
 * 6 in CI). Deep links stay covered: each persona's first route, and every other browser file.
 */
const openPages = new Map<number, SettledPage>();

async function closePages(): Promise<void> {
  await Promise.all([...openPages.values()].map(({ page }) => page.close()));
  openPages.clear();
}

async function visit(route: string, width: number): Promise<SettledPage> {
  const open = openPages.get(width);
  if (!open) {
    const fresh = settledPage(await browser.newPage(width, width < 500 ? 812 : 900));
    openPages.set(width, fresh);
    await fresh.page.goto(`${BASE_URL}${route}`);
    await fresh.settled();
    return fresh;
  }
  await open.page.bringToFront();
  // The old screen's heading is marked, so the wait below is for the new screen's own.
  await open.page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', ''));
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await open.page.waitForFunction(() => Array.from(document.querySelectorAll('h1')).some((h) => !h.hasAttribute('data-left')), undefined, { timeout: 15_000 });
  await open.settled();
  return open;
}

/** One width of a route: the screenshot, no sideways scrolling, no serious axe violation. */
async function checkWidth(route: string, label: string, width: number): Promise<void> {
  const { page } = await visit(route, width);
  await browser.shot(page, `${label}${route === '/' ? '_home' : route.replace(/[/:]/g, '_')}-${width}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ route, width, overflow }).toEqual({ route, width, overflow: 0 });
  expect({ route, width, violations: await seriousViolations(page) }).toEqual({ route, width, violations: [] });
}

/**
 * One width after the other, each page brought to the front first: Chromium runs no animation
 * frames in a page behind another, so a check of the page behind (both widths at once, as this
 * file did) waited seconds to settle and to be shot. Every width's failure is reported.
 */
async function checkRoute(route: string, label: string): Promise<void> {
  const failures: Error[] = [];
  for (const width of WIDTHS) {
    await checkWidth(route, label, width).catch((error: Error) => failures.push(error));
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new Error(failures.map((f) => f.message).join('\n\n'));
}

let signedInAs: Credentials | null | undefined;

/** Signs in as `who` on fresh pages when the persona changes (a query cache is one member's). */
async function signedIn(who: Credentials | null): Promise<void> {
  if (signedInAs === who) return;
  await closePages();
  await browser.context.clearCookies();
  if (who) await browser.logIn(who);
  signedInAs = who;
}

describe('every route fits a phone and passes axe', () => {
  test.each(PUBLIC_ROUTES)('public %s', async (route) => {
    await signedIn(null);
    await checkRoute(route, 'public');
  });

  test('a product page', async () => {
    await signedIn(DEMO_INVESTOR);
    const products = (await (await browser.context.request.get(`${BASE_URL}/api/products?status=funding&size=20`)).json()) as { items: { id: string; investor_only: boolean }[] };
    await checkRoute(`/products/${products.items.find((p) => !p.investor_only)!.id}`, 'investor');
  });

  test.each(INVESTOR_ROUTES)('investor %s', async (route) => {
    await signedIn(DEMO_INVESTOR);
    await checkRoute(route, 'investor');
  });

  test.each(OPERATOR_ROUTES)('operator %s', async (route) => {
    await signedIn(OPERATOR);
    await checkRoute(route, 'operator');
  });
});

describe('money moves only after a confirmation, on a phone', () => {
  test('the sticky invest bar opens the consent; the investment is then cancelled after its own confirmation', async () => {
    await closePages();
    await signedIn(DEMO_INVESTOR);
    const products = (await (await browser.context.request.get(`${BASE_URL}/api/products?status=funding&size=20`)).json()) as { items: { id: string; title: string; investor_only: boolean; suspended: boolean }[] };
    const product = products.items.find((p) => !p.investor_only && !p.suspended)!;
    const { page, settled } = settledPage(await browser.newPage(375, 812));
    await page.goto(`${BASE_URL}/products/${product.id}`);
    await settled();
    await page.getByRole('textbox', { name: '투자 금액 (원)' }).fill('10000');
    // Reading the payout table: the invest box is out of view and the bar stays at the bottom.
    await page.getByRole('heading', { name: '수익 계산기' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    const bar = page.locator('.sticky-invest-bar').getByRole('button', { name: '10,000원 투자하기' });
    await bar.waitFor();
    await browser.shot(page, 'journey-sticky-bar', false);
    await bar.click();
    const dialog = page.getByRole('dialog', { name: '투자 확인' });
    await dialog.getByText('원금 손실이 발생할 수 있습니다.').waitFor();
    await dialog.getByText('예상 수익률 (세후)').waitFor();
    const confirm = dialog.getByRole('button', { name: '10,000원 투자하기' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await browser.shot(page, 'journey-invest-confirm', false);
    await confirm.click();
    await page.getByText('10,000원 투자 신청이 완료되었습니다.').waitFor();

    await page.goto(`${BASE_URL}/user/dashboard/inquiry`);
    await settled();
    await page.getByRole('button', { name: `${product.title} 투자 취소` }).first().click();
    const cancel = page.getByRole('dialog', { name: '투자 취소 확인' });
    await cancel.getByText('예치금으로 돌아오는 금액').waitFor();
    await browser.shot(page, 'journey-cancel-confirm', false);
    await cancel.getByRole('button', { name: '투자 취소하기' }).click();
    await page.getByText(/투자를 취소했습니다/).waitFor();
    await page.close();
  }, 90_000);
});

describe('delivery', () => {
  test('compressed, cached, and real robots.txt and sitemap', async () => {
    const html = await fetch(`${BASE_URL}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(await html.text())?.[1];
    expect(script).toMatch(/^\/assets\/index-.+\.js$/);
    // Node's fetch decodes the body; a HEAD-free check of the headers is what a browser sees.
    const asset = await fetch(`${BASE_URL}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await fetch(`${BASE_URL}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const robots = await fetch(`${BASE_URL}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/Disallow: \/user\/[\s\S]*Sitemap: http:\/\/.+\/sitemap\.xml/);
    const sitemap = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(await sitemap.text()).toContain('/products</loc>');
  });
});
