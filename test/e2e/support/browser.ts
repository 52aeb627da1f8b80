// The browser setup every e2e spec shares: Debian Chromium in a throw-away profile with one set of
// flags, pages, the console-error watch, logging in and signing up over the API, and screenshots.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type ConsoleMessage, type Cookie, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
export const HANGUL = /[가-힣]/;
export const OPERATOR = { email: process.env.E2E_OPERATOR_EMAIL ?? 'operator@example.com', password: process.env.E2E_OPERATOR_PASSWORD ?? 'operator-pass-1234' };
export const DEMO_INVESTOR = { email: 'investor@ondari.kr', password: 'ondari-investor-2026' };

export type Credentials = { email: string; password: string };
export type SignUp = { email: string; password: string; name: string; phone: string; agree_terms: boolean };

// Headless without the background traffic (sync, updates, QUIC) that would make runs slower and flakier.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserOptions {
  /** Extra permissions for the pages (the wallet test copies to the clipboard). */
  permissions?: string[];
  /** Each test starts logged out. */
  clearCookiesBeforeEach?: boolean;
  /** An uncaught exception in a page fails the test at once (specs that do not watch the console). */
  throwOnPageError?: boolean;
}

export interface Browser {
  /** The persistent context; set once the spec's beforeAll has run. */
  readonly context: BrowserContext;
  newPage(width?: number, height?: number): Promise<Page>;
  /** The X-CSRF-Token header for the open session, or none when there is no session. */
  csrfHeaders(): Promise<Record<string, string>>;
  /** Logs in over the API; a session already open makes login a state-changing request, so it sends the CSRF header. */
  logIn(who: Credentials): Promise<void>;
  loggedInPage(who: Credentials, width?: number, height?: number): Promise<Page>;
  /** Signs up over the API (201), which also logs the new member in. */
  signUp(data: SignUp): Promise<void>;
  /** A screenshot into artifacts/e2e-<name>/, of the whole page unless only the viewport matters (a drawer, a toast). */
  shot(page: Page, name: string, fullPage?: boolean): Promise<void>;
}

/** Registers the spec's beforeAll/afterAll (and beforeEach when asked): Chromium in a temporary profile named after the spec, removed afterwards. */
export function useBrowser(name: string, options: BrowserOptions = {}): Browser {
  const shots = path.resolve(__dirname, `../../../artifacts/e2e-${name}`);
  let context: BrowserContext | undefined;
  let userDataDir: string | undefined;

  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-e2e-`));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      ...(options.permissions ? { permissions: options.permissions } : {}),
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  if (options.clearCookiesBeforeEach) {
    beforeEach(async () => {
      await browser.context.clearCookies();
    });
  }

  /** Each account's cookies as its last login here left them. */
  const sessions = new Map<string, Cookie[]>();
  const browser: Browser = {
    get context(): BrowserContext {
      if (!context) throw new Error('the browser is not launched yet (use it inside a test)');
      return context;
    },
    async newPage(width = 1280, height = 900) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height });
      if (options.throwOnPageError) {
        page.on('pageerror', (error) => {
          throw error;
        });
      }
      return page;
    },
    async csrfHeaders(): Promise<Record<string, string>> {
      const csrf = (await browser.context.cookies(BASE_URL)).find((c) => c.name === 'csrf_token')?.value;
      return csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {};
    },
    async logIn(who) {
      // The session this file already opened for `who`, while the server still knows it: every
      // account may log in 20 times in 10 minutes (per-account limits hold even with
      // RATE_LIMITS=off), and the browser files, run one after another, log the operator and the
      // demo investor in more often than that. A test that logs out ends it, and the next logs in.
      const kept = sessions.get(who.email);
      if (kept) {
        await browser.context.addCookies(kept);
        if ((await browser.context.request.get(`${BASE_URL}/api/me`)).status() === 200) return;
        sessions.delete(who.email);
      }
      const res = await browser.context.request.post(`${BASE_URL}/api/auth/login`, { data: who, headers: await browser.csrfHeaders() });
      expect(res.status()).toBe(200);
      sessions.set(who.email, await browser.context.cookies(BASE_URL));
    },
    async loggedInPage(who, width, height) {
      await browser.logIn(who);
      return browser.newPage(width, height);
    },
    async signUp(data) {
      const res = await browser.context.request.post(`${BASE_URL}/api/auth/sign_up`, { data });
      expect(res.status()).toBe(201);
    },
    async shot(page, shotName, fullPage = true) {
      await page.screenshot({ path: path.join(shots, `${shotName}.png`), fullPage });
    },
  };
  return browser;
}

/** Console errors worth failing on. A failed /api call logs "Failed to load resource"; those are expected (401 for a visitor, 404 for a made-up id) and the screens handle them. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (/Failed to load resource/.test(message.text()) && (message.location().url ?? '').includes('/api/')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Waits until the lazy screen replaced the spinner matched by `spinner` and its h1 is on screen; returns the h1's text. */
export async function settle(page: Page, spinner = 'main .spinner'): Promise<string> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForFunction((selector) => !document.querySelector(selector), spinner, { timeout: 15_000 }).catch(() => undefined);
  return (await heading.innerText()).trim();
}

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel('이메일').fill(who.email);
  await page.getByLabel('비밀번호').fill(who.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}
