// Toasts load react-hot-toast on first use: the first load of every page stays without it
// (the library and its styling runtime are about 4 KB of brotli that no first paint needs).
import type toastApi from 'react-hot-toast';
import { wantToaster } from './toaster-demand';

type Toast = typeof toastApi;

/** Shows a toast once the library has loaded; the promise settles when it is shown. */
export function lazyToast(show: (toast: Toast) => void): Promise<void> {
  wantToaster();
  return import('react-hot-toast').then(({ default: toast }) => show(toast));
}
