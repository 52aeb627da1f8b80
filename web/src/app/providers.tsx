import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { createQueryClient } from '@/lib/query-client';
import { useToasterWanted } from '@/lib/toaster-demand';
import { UiStateProvider } from '@/lib/ui-state';

// The toaster (react-hot-toast and its styling runtime) is no part of the first load: it loads when a toast may come.
const AppToaster = lazy(() => import('@/components/app-toaster').then((m) => ({ default: m.AppToaster })));

/** Everything the screens rely on: error boundary, React Query (global error handler), UI state, toasts. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toasterWanted = useToasterWanted();
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <UiStateProvider>
          {children}
          {toasterWanted ? (
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          ) : null}
        </UiStateProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
