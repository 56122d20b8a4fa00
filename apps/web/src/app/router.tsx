import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type LoaderFunction, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { setApiNavigator } from '../lib/api-client.ts';
import { PageSpinner } from '@pataka/ui/spinner';
import { RootLayout } from './root-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { RouteErrorFallback } from './route-error-fallback.tsx';

// Every page is its own chunk (initial JS budget, DESIGN.md). A route module exports `Component`
// (and optionally `loader`), so replacing a placeholder page never needs an edit here.
type RouteModule = { Component: ComponentType; loader?: LoaderFunction };
const page = (load: () => Promise<RouteModule>) => ({ lazy: load });

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Pathless: a failing page shows the error screen inside the header and footer.
        ErrorBoundary: RouteErrorFallback,
        children: [
          { index: true, ...page(() => import('./routes/home.tsx')) },
          { path: paths.products.path, ...page(() => import('./routes/products.tsx')) },
          { path: paths.product.path, ...page(() => import('./routes/product.tsx')) },
          { path: paths.category.path, ...page(() => import('./routes/category.tsx')) },
          { path: paths.categories.path, ...page(() => import('./routes/categories.tsx')) },
          { path: paths.quickBuy.path, ...page(() => import('./routes/quick-buy.tsx')) },
          { path: paths.cart.path, ...page(() => import('./routes/cart.tsx')) },
          { path: paths.about.path, ...page(() => import('./routes/about.tsx')) },
          { path: paths.contact.path, ...page(() => import('./routes/contact.tsx')) },
          { path: paths.shipping.path, ...page(() => import('./routes/shipping.tsx')) },
          { path: paths.privacy.path, ...page(() => import('./routes/privacy.tsx')) },
          { path: paths.terms.path, ...page(() => import('./routes/terms.tsx')) },
          { path: paths.safety.path, ...page(() => import('./routes/safety.tsx')) },
          { path: paths.login.path, ...page(() => import('./routes/login.tsx')) },
          {
            Component: ProtectedRoute,
            children: [
              { path: paths.favorites.path, ...page(() => import('./routes/favorites.tsx')) },
              { path: paths.profile.path, ...page(() => import('./routes/profile.tsx')) },
              { path: paths.enquiries.path, ...page(() => import('./routes/enquiries.tsx')) },
              { path: paths.enquiry.path, ...page(() => import('./routes/enquiry.tsx')) },
              { path: paths.checkout.path, ...page(() => import('./routes/checkout.tsx')) },
            ],
          },
          { path: '*', ...page(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

function getRouter() {
  if (!router) {
    router = createBrowserRouter(routes);
    // The 401 rule (§4) moves home through the router instead of reloading the page.
    setApiNavigator((to) => void router?.navigate(to));
  }
  return router;
}

export function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}
