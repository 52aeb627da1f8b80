import { LOGIN_COOKIE } from '@/config/site';

/** Reads one cookie's raw (still URI-encoded) value, or null. */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return null;
}

const listeners = new Set<() => void>();

/** Lets the header and guards re-render when the login cookie changes inside this tab. */
export function subscribeCookies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyCookiesChanged(): void {
  for (const listener of listeners) listener();
}

/** Removes a cookie for path `/` on the current host (no Domain attribute, like the server sets it). */
export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  notifyCookiesChanged();
}

export type LoginedUser = { id: string; name: string };

/** Parses the readable `logined_user` cookie (URI-encoded JSON `{id, name}`); null when absent or malformed. */
export function parseLoginedUser(raw: string | null): LoginedUser | null {
  if (!raw) return null;
  let text = raw;
  // Some servers encode twice; decode until the JSON opens with a brace (bounded to 3 rounds).
  for (let round = 0; round < 3 && !text.startsWith('{'); round += 1) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'id' in value) {
      const record = value as Record<string, unknown>;
      const name = typeof record.name === 'string' ? record.name : '';
      return { id: String(record.id), name };
    }
  } catch {
    return null;
  }
  return null;
}

export function readLoginedUser(): LoginedUser | null {
  return parseLoginedUser(getCookie(LOGIN_COOKIE));
}
