// Renders a screen inside a memory data router (so useBlocker and useSearchParams work) and a fresh
// query client. Other paths render "elsewhere" so a test can see where a navigation went.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderRoute(ui: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}) {
  const client = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: path ?? route.split('?')[0], element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
