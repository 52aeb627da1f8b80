import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '@/components/app-toaster';
import { ErrorBoundary } from '@/components/error-boundary';
import { createQueryClient } from '@/lib/query-client';
import { UiStateProvider } from '@/lib/ui-state';

/** Everything the screens rely on: error boundary, React Query (global error handler), UI state, toasts. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <UiStateProvider>
          {children}
          <AppToaster />
        </UiStateProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
