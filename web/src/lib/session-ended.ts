// A session that ended under the investor (expired, or closed elsewhere) is said once, where they
// are looking, instead of the screen silently turning into a visitor's: the first 401 that finds a
// login cookie marks it here (sessionStorage: this tab only, gone with it), the screens read the
// mark, and logging in again clears it.
const ENDED_KEY = 'session-ended';
const DRAFT_PREFIX = 'invest-draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser: the screens simply say nothing more
  }
}

export function markSessionEnded(): void {
  storage()?.setItem(ENDED_KEY, '1');
}

export function sessionEnded(): boolean {
  return storage()?.getItem(ENDED_KEY) === '1';
}

/** Logged in again: the notice has done its work (a kept amount waits for its product page). */
export function clearSessionEnded(): void {
  storage()?.removeItem(ENDED_KEY);
}

/** The amount an investor had typed for a product when the session ended, kept through the login. */
export function keepInvestAmount(productId: string, amountWon: number): void {
  storage()?.setItem(`${DRAFT_PREFIX}${productId}`, String(amountWon));
}

/**
 * The kept amount for this product, or null. Read without removing it (a screen's state may be
 * made twice in development); the screen forgets it once it has taken it.
 */
export function keptInvestAmount(productId: string): number | null {
  const raw = storage()?.getItem(`${DRAFT_PREFIX}${productId}`);
  if (raw === null || raw === undefined) return null;
  const amountWon = Number(raw);
  return Number.isSafeInteger(amountWon) && amountWon > 0 ? amountWon : null;
}

export function forgetInvestAmount(productId: string): void {
  storage()?.removeItem(`${DRAFT_PREFIX}${productId}`);
}
