import { useSyncExternalStore } from 'react';
import { LOGIN_COOKIE } from '@/config/site';
import { getCookie, parseLoginedUser, subscribeCookies, type LoginedUser } from './cookies';

function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeCookies(listener);
  // Another tab may log in or out; re-read when this tab becomes visible again.
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

function getSnapshot(): string {
  return getCookie(LOGIN_COOKIE) ?? '';
}

/** The logged-in investor from the `logined_user` cookie, or null for a visitor. */
export function useLoginedUser(): LoginedUser | null {
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => '');
  return parseLoginedUser(raw || null);
}
