import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { LOGIN_COOKIE, QUERY_GC_TIME_MS } from '@/config/site';
import { getCookie, removeCookie } from './cookies';
import { markSessionEnded } from './session-ended';
import { wantToaster } from './toaster-demand';

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

function failCodeOf(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === 'object' && data !== null && 'fail_code' in data) return (data as { fail_code: unknown }).fail_code;
  }
  return undefined;
}

/**
 * The single handler for every failed query and mutation (docs/design.md "Web app"):
 * 401 drops the login cookie (no toast: a session that ended under a logged-in user is marked, and the
 * screen they look at says so); anything else toasts the mapped Korean message. The toast
 * and the messages load on the first failure (not in the first load); the promise settles when shown.
 */
export function handleGlobalError(error: unknown): Promise<void> {
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return Promise.resolve();
  if (statusOf(error) === 401) {
    if (getCookie(LOGIN_COOKIE)) markSessionEnded();
    removeCookie(LOGIN_COOKIE);
    return Promise.resolve();
  }
  const code = failCodeOf(error);
  wantToaster();
  return import('./failure-toast').then(({ toastFailure }) => toastFailure(code));
}

/**
 * A mutation whose screen shows its failures beside the form (`meta: { inlineError: true }`: every
 * failure; `meta: { inlineFailCodes }`: those codes) is not also toasted for them: one message,
 * where the eye is (on a phone the toast covered the very field or button the message names).
 * A 401 still reaches the handler, which drops the login cookie without a toast.
 */
export function answeredInline(meta: Record<string, unknown> | undefined, error: unknown): boolean {
  if (statusOf(error) === 401) return false;
  if (meta?.inlineError === true) return true;
  const codes = meta?.inlineFailCodes;
  return Array.isArray(codes) && codes.includes(failCodeOf(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A query whose screen says its failure itself (a dry run in a confirmation) sets the same meta.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!answeredInline(query.meta, error)) void handleGlobalError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!answeredInline(mutation.meta, error)) void handleGlobalError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: { retry: false, gcTime: QUERY_GC_TIME_MS },
    },
  });
}
