// Renders a page or component the way the app does: query cache, router and toast stack around it.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastStack } from '../components/ui/toast-stack.tsx';

export function renderPage(ui: ReactElement, { path = '/', extraRoutes = {} as Record<string, ReactElement> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path, element: ui }, ...Object.entries(extraRoutes).map(([p, element]) => ({ path: p, element }))],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ToastStack />
    </QueryClientProvider>,
  );
  return { ...view, client, router };
}
