import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastStack } from '../components/ui/toast-stack.tsx';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` inside a memory router (at `route`) and a fresh query client, with the toast stack.
 * Other paths render their name so a test can see where a navigation went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client = createTestQueryClient() } = {},
) {
  const Page = ({ children }: { children: ReactNode }) => (
    <>
      {children}
      <ToastStack />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: route.split('?')[0], element: <Page>{ui}</Page> },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
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

type Reply = { status?: number; body: unknown };

/**
 * A fetch stub answering by "METHOD /path" (path without /api/v1 and query). Unknown calls get 404.
 * Handlers may be functions to vary the answer per call.
 */
export function stubApi(
  routes: Record<string, Reply | ((init: RequestInit | undefined, url: string) => Reply)>,
) {
  const calls: { method: string; url: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, init });
    const path = url.replace(/^.*\/api\/v1/, '').split('?')[0];
    const handler = routes[`${method} ${path}`];
    const reply = typeof handler === 'function' ? handler(init, url) : handler;
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchMock, calls };
}

/** Pretends the screen is `width` px wide for min-width media queries. */
export function mockScreenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}
