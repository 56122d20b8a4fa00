import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { setApiNavigator } from '../lib/api-client.ts';
import { routes } from './routes.tsx';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
let router: BrowserRouter | null = null;

/**
 * Loads the chunks of the page being opened before the router starts. Hydrating a server-rendered page
 * needs its component at once: a route still `lazy` would first render the spinner, not the server's HTML.
 */
export async function loadInitialRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

export function createAppRouter(hydrationData?: HydrationState): BrowserRouter {
  router = createBrowserRouter(routes, { hydrationData });
  // The 401 rule (§4) moves home through the router instead of reloading the page.
  setApiNavigator((to) => void router?.navigate(to));
  return router;
}

export function AppRouter({ router: given }: { router: BrowserRouter }) {
  return <RouterProvider router={given} />;
}
