/** Only same-site paths are followed after login (no `//evil.example` or absolute URLs). */
export function safeRedirect(target: string | null, fallback = '/user/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
