// A page ready for a screenshot and for checks over its whole content: the screen is shown (its h1,
// no spinner in main), its fonts and images are loaded, and no request is open, seen twice a few
// frames apart (a query started by another's answer starts in an effect of that render). These
// conditions replace Playwright's networkidle, which waits 500 ms without network after the last
// request: about half a second on every one of the 122 route-width checks of phone-and-a11y.
import type { Page, Request } from 'playwright-core';
import { settle } from './browser';

/** At most this many rounds of frames (each a few frames, ~50 ms) before giving up on quiet. */
const MAX_QUIET_ROUNDS = 200;

export interface SettledPage {
  page: Page;
  /** Resolves once the page is settled; throws when it never is within the bound. */
  settled(): Promise<void>;
}

/** Wraps a fresh page (before its first goto) so that it counts its open requests. */
export function settledPage(page: Page): SettledPage {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    page,
    async settled() {
      await settle(page);
      let quietBefore = false;
      for (let round = 0; round < MAX_QUIET_ROUNDS; round += 1) {
        // Two animation frames: whatever the last answer rendered has painted and its effects ran.
        const loaded = await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return !document.querySelector('main .spinner') && Array.from(document.images).every((image) => image.complete);
        });
        const quiet = loaded && open.size === 0;
        if (quiet && quietBefore) return;
        quietBefore = quiet;
      }
      throw new Error(`${page.url()} never settled: ${open.size} request(s) open (${[...open].map((r) => r.url()).slice(0, 3).join(', ')})`);
    },
  };
}
