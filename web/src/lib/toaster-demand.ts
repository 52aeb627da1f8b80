// The toaster mounts, and so loads react-hot-toast, when a toast may come: at the first tap or key,
// at the first toast asked for through lazyToast or the global error handler, and at the latest
// FALLBACK_MS after start (for a toast a screen shows on its own). A first paint needs none of it.
// Toasts asked for before it mounts wait in react-hot-toast's store and show when it does.
import { useEffect, useSyncExternalStore } from 'react';

const FALLBACK_MS = 10_000;
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster (idempotent). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isWanted = () => wanted;

/** True once the toaster is wanted; until then it listens for the first input and the fallback timer. */
export function useToasterWanted(): boolean {
  const toasterWanted = useSyncExternalStore(subscribe, isWanted, isWanted);
  useEffect(() => {
    if (wanted) return undefined;
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, wantToaster, { capture: true, passive: true }));
    const timer = window.setTimeout(wantToaster, FALLBACK_MS);
    return () => {
      INPUT_EVENTS.forEach((type) => window.removeEventListener(type, wantToaster, { capture: true }));
      window.clearTimeout(timer);
    };
  }, []);
  return toasterWanted;
}
