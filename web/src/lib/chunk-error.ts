import { CHUNK_RELOAD_DELAY_MS, CHUNK_RELOAD_GUARD_MS } from '@/config/site';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

/** True when the error says a screen's code file could not be fetched (deploy, network drop). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

const RELOAD_AT_KEY = 'chunk-reload-at';

function readReloadAt(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOAD_AT_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/**
 * Schedules one page reload after 1 s, unless this tab already reloaded for the same reason
 * within the guard window (then the caller shows a manual button instead of looping).
 * Returns a cancel function, or null when no reload was scheduled.
 */
export function scheduleChunkReload(reload: () => void = () => window.location.reload(), now: number = Date.now()): (() => void) | null {
  if (now - readReloadAt() < CHUNK_RELOAD_GUARD_MS) return null;
  const timer = window.setTimeout(() => {
    try {
      window.sessionStorage.setItem(RELOAD_AT_KEY, String(Date.now()));
    } catch {
      // Storage unavailable (private mode): reload anyway; the worst case is one more reload.
    }
    reload();
  }, CHUNK_RELOAD_DELAY_MS);
  return () => window.clearTimeout(timer);
}
