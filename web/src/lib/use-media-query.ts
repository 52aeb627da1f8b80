import { useSyncExternalStore } from 'react';

/** Live `matchMedia` result; false where matchMedia does not exist (old browsers, some test DOMs). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      window.addEventListener('resize', listener);
      return () => {
        list.removeEventListener('change', listener);
        window.removeEventListener('resize', listener);
      };
    },
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
