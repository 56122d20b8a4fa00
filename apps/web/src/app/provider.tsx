import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { CompanyPublic } from '@pataka/domain/api-types';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { ErrorFallback } from '../components/errors/error-fallback.tsx';
import { ToastStack } from '../components/ui/toast-stack.tsx';
import { companyQueryOptions } from '../features/company/api/get-company.ts';
import { queryClient as defaultClient } from '../lib/query-client.ts';

/** Everything the app needs around the router: the query cache, the last-resort error screen, toasts. */
export function AppProvider({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <ErrorBoundary
        fallback={(reset) => {
          // Read, never fetch: the failure may be the network itself.
          const company = client.getQueryData<CompanyPublic>(companyQueryOptions().queryKey);
          return <ErrorFallback onRetry={reset} supportEmail={company?.supportEmail ?? company?.email} />;
        }}
      >
        {children}
      </ErrorBoundary>
      <ToastStack />
    </QueryClientProvider>
  );
}
