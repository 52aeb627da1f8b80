// Proves the server hands out the built web app itself: the page, and its hashed script and style
// files with a year-long immutable cache (they answered 500 after the @fastify/static 9 upgrade,
// whose header hook gets the raw response). Needs the built web app (npm test builds it).
import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, TestApp } from '../../support/test-app';

const DIST = path.resolve(__dirname, '../../../web/dist');

describe('web delivery', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` (npm test builds it)');
    t = await startTestApp({ queue: 'in-process' });
  });
  afterAll(() => t?.close());

  it('serves the page and every script and style it names, hashed ones cached for a year', async () => {
    const page = await fetch(`${t.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const res = await fetch(`${t.baseUrl}${asset}`);
      expect([asset, res.status]).toEqual([asset, 200]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/);
    }
  });

  it('serves a screen\'s address with the page, and the favicon with a revalidating cache', async () => {
    const screen = await fetch(`${t.baseUrl}/products`);
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain('<div id="root">');
    const icon = await fetch(`${t.baseUrl}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).not.toContain('immutable');
  });
});
