/**
 * Where to go after login: only a path on this site. Absolute URLs, protocol-relative `//host`,
 * backslashes and control characters (browsers drop tabs and newlines, turning `/\t/evil` into
 * `//evil`) all fall back, as do the login and sign-up screens themselves (no loop).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/user/dashboard'): string {
  if (!target || target.length > 2000) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, 'https://same-site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://same-site.invalid') return fallback;
  if (url.pathname === '/user/login' || url.pathname === '/user/sign_up') return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved above: `/..//evil.example` and `/%2e%2e//evil.example` come out as
  // `//evil.example`, a protocol-relative URL to another site. Judge what would be followed.
  if (path.startsWith('//') || new URL(path, 'https://same-site.invalid').origin !== 'https://same-site.invalid') return fallback;
  return path;
}
