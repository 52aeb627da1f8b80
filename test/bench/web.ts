// The web app on a phone, measured (not a test): Lighthouse's node API drives Debian's chromium
// with Lighthouse's default mobile profile (a mid-range phone, 4x CPU slowdown, slow 4G, simulated)
// against the built server and web app (a fresh database with the demo data) on /, /products, a
// product page and /user/dashboard (logged in as the demo investor). Each page runs BENCH_RUNS
// times (3; a run Lighthouse itself fails is repeated) and keeps the median by performance score;
// BENCH_LHR_DIR=<dir> keeps each run's full report. Writes bench-results/web.json with the
// scores, LCP, CLS, TBT and the compressed JavaScript each page loaded, against the targets of
// issue 17: performance >= 90, accessibility 100, CLS < 0.05, LCP < 2.5 s, initial JS for / <= 100 KiB.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { createDatabase, dropDatabase, freePort, ROOT, startServerProcess, waitForHealth } from '../support/bench-harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_INVESTOR = { email: 'investor@ondari.kr', password: 'ondari-investor-2026' };
const TARGETS = { performance: 90, accessibility: 100, cls: 0.05, lcp_ms: 2500, initial_js_home_bytes: 100 * 1024 };

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }>;
};
type PageResult = { path: string; performance: number; accessibility: number; lcp_ms: number; cls: number; tbt_ms: number; fcp_ms: number; js_bytes: number; total_bytes: number };

// Lighthouse and chrome-launcher are ES modules; the bench is transpiled to CommonJS, whose
// `import()` would become `require()`: a real dynamic import keeps them loadable.
const importModule = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

function log(message: string): void {
  process.stdout.write(`[web] ${message}\n`);
}

function summarize(pagePath: string, lhr: Lhr): PageResult {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (pick: (r: { resourceType?: string }) => boolean) => requests.filter(pick).reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    path: pagePath,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp_ms: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbt_ms: Math.round(numeric('total-blocking-time')),
    fcp_ms: Math.round(numeric('first-contentful-paint')),
    js_bytes: bytes((r) => r.resourceType === 'Script'),
    total_bytes: bytes(() => true),
  };
}

const median = (results: PageResult[]): PageResult => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;

/** The chromium Lighthouse drives, reached over CDP: log the demo investor in, or empty the HTTP cache. */
async function withBrowser(port: number, use: (context: BrowserContext) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await use(browser.contexts()[0]!);
  } finally {
    await browser.close();
  }
}

const logIn = (port: number, baseUrl: string) =>
  withBrowser(port, async (context) => {
    const res = await context.request.post(`${baseUrl}/api/auth/login`, { data: DEMO_INVESTOR });
    if (!res.ok()) throw new Error(`demo login failed: ${res.status()}`);
  });

/** A logged-in page keeps its storage (the session), so its cache is emptied by hand: every run is a first visit. */
const clearCache = (port: number) =>
  withBrowser(port, async (context) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  });

async function measurePage(lighthouse: LighthouseRun, port: number, url: string, pagePath: string): Promise<PageResult | null> {
  const session = pagePath.startsWith('/user/');
  if (session) await clearCache(port);
  // Public pages start from empty storage and cache; a logged-in page keeps its cookies.
  const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: session });
  if (!answer) throw new Error(`no Lighthouse result for ${pagePath}`);
  // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, seen under load) measured nothing.
  if (answer.lhr.runtimeError) {
    log(`${pagePath}: Lighthouse failed (${answer.lhr.runtimeError.code}), run again`);
    return null;
  }
  // BENCH_LHR_DIR keeps every run's full Lighthouse report (opportunities, diagnostics, the network waterfall).
  if (process.env.BENCH_LHR_DIR) {
    fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(answer.lhr));
  }
  return summarize(pagePath, answer.lhr);
}

type LighthouseRun = (url: string, flags: object) => Promise<{ lhr: Lhr } | undefined>;

async function measure(baseUrl: string, pages: string[]): Promise<PageResult[]> {
  const { launch } = await importModule<typeof import('chrome-launcher')>('chrome-launcher');
  const { default: lighthouse } = await importModule<{ default: LighthouseRun }>('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    const results: PageResult[] = [];
    for (const pagePath of pages) {
      // Public pages run first: their storage reset would end the session the last page needs.
      if (pagePath.startsWith('/user/')) await logIn(chrome.port, baseUrl);
      const runs: PageResult[] = [];
      // Failed runs are repeated, at most RUNS more times in all.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt += 1) {
        const result = await measurePage(lighthouse, chrome.port, `${baseUrl}${pagePath}`, pagePath);
        if (!result) continue;
        runs.push(result);
        log(`${pagePath} run ${runs.length}: ${JSON.stringify(result)}`);
      }
      if (runs.length === 0) throw new Error(`Lighthouse failed on every run of ${pagePath}`);
      results.push(median(runs));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function firstFundingProduct(baseUrl: string): Promise<string> {
  const body = (await (await fetch(`${baseUrl}/api/products?status=funding&size=20`)).json()) as { items: { id: string; investor_only: boolean }[] };
  const product = body.items.find((p) => !p.investor_only);
  if (!product) throw new Error('the demo data has no open product');
  return product.id;
}

function targetsMet(pages: PageResult[], initialJsHomeBytes: number): boolean {
  return (
    initialJsHomeBytes <= TARGETS.initial_js_home_bytes &&
    pages.every((p) => p.performance >= TARGETS.performance && p.accessibility >= TARGETS.accessibility && p.cls < TARGETS.cls && p.lcp_ms < TARGETS.lcp_ms)
  );
}

/** Measures and writes bench-results/web.json. */
async function report(baseUrl: string): Promise<void> {
  const pages = ['/', '/products', `/products/${await firstFundingProduct(baseUrl)}`, '/user/dashboard'];
  const results = await measure(baseUrl, pages);
  const initialJsHomeBytes = results[0]!.js_bytes;
  const out = {
    bench: 'web',
    at: new Date().toISOString(),
    machine: { cores: os.cpus().length, chromium: spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim() },
    profile: 'Lighthouse default mobile: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown',
    runs_per_page: RUNS,
    pages: results.map((p) => ({ ...p, path: p.path.startsWith('/products/') ? '/products/{id}' : p.path })),
    initial_js_home_bytes: initialJsHomeBytes,
    targets: TARGETS,
    targets_met: targetsMet(results, initialJsHomeBytes),
  };
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results', 'web.json'), `${JSON.stringify(out, null, 2)}\n`);
  log(JSON.stringify(out, null, 2));
}

async function main(): Promise<void> {
  // BENCH_BASE_URL measures a server already running (with the demo data) instead of starting one.
  if (process.env.BENCH_BASE_URL) return report(process.env.BENCH_BASE_URL.replace(/\/$/, ''));
  // The bench runner skips the web build by default; this bench measures it, so it must be fresh.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-stale.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, SKIP_WEB_BUILD: '' } });
  if (build.status !== 0) throw new Error('the build failed');
  const database = `bench_web_${process.pid}`;
  const databaseUrl = await createDatabase(PG_ADMIN_URL, database);
  const port = await freePort();
  const server = startServerProcess('main.js', {
    PORT: String(port), DATABASE_URL: databaseUrl, REDIS_URL: '', SANDBOX: 'true', DEMO_DATA: 'true', BANK_MAINTENANCE: '', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', QUEUE_PREFIX: `bench-web-${process.pid}`,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl);
    await report(baseUrl);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await dropDatabase(PG_ADMIN_URL, database);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
