// A server's refusal is said once, beside the form that caused it (no toast repeats it): so it must
// be seen. On a phone the message under a dialog's consent box or a long form sits below the fold;
// this brings it into view the moment it appears (and again when it changes).
import { useEffect, useRef } from 'react';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A ref for the message element; it scrolls into view whenever `message` becomes or changes to a truthy value. */
export function useScrollIntoView<T extends HTMLElement>(message: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!message) return;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [message]);
  return ref;
}
