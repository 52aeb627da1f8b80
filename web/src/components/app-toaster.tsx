import { useEffect } from 'react';
import toast, { Toaster, useToasterStore, type ToasterProps } from 'react-hot-toast';
import {
  TOAST_BOTTOM_MAX_WIDTH_PX,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_MAX_KEPT,
  TOAST_SUCCESS_DURATION_MS,
} from '@/config/site';
import { useMediaQuery } from '@/lib/use-media-query';

export const TOAST_OPTIONS: NonNullable<ToasterProps['toastOptions']> = {
  duration: TOAST_DEFAULT_DURATION_MS,
  success: { duration: TOAST_SUCCESS_DURATION_MS },
  error: { duration: TOAST_ERROR_DURATION_MS },
  loading: { duration: Infinity },
  className: 'toast',
};

export const TOAST_BOTTOM_QUERY = `(max-width: ${TOAST_BOTTOM_MAX_WIDTH_PX}px)`;

/** Keeps at most 20 visible toasts: the store lists newest first, so the oldest beyond 20 go. */
export function useToastLimit(limit: number = TOAST_MAX_KEPT): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

/** Top-right on wide windows, bottom-centre at ≤ 768 px (follows resizes live). */
export function AppToaster() {
  const bottom = useMediaQuery(TOAST_BOTTOM_QUERY);
  useToastLimit();
  return <Toaster position={bottom ? 'bottom-center' : 'top-right'} toastOptions={TOAST_OPTIONS} containerClassName="toaster" />;
}
