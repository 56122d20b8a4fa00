import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { BASENAME, paths } from '../config/paths.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { ConsoleLayout } from './console-layout.tsx';
import { prefetchInbox, prefetchProducts } from './prefetch-lists.ts';
import { RequireStaff } from './require-staff.tsx';
import { ConsoleFrameFallback } from './screen-loading.tsx';
import { PageSpinner } from '@pataka/ui/spinner';

// Every screen is its own chunk; a route module exports `Component`.
type RouteModule = { Component: ComponentType };
const screen = (load: () => Promise<RouteModule>, prefetch?: () => void) => ({
  lazy: () => {
    prefetch?.();
    return load();
  },
});

export const routes: RouteObject[] = [
  // hydrateFallbackElement: what the page shows before the screen it was opened on has loaded.
  {
    path: paths.login.path,
    hydrateFallbackElement: <PageSpinner />,
    ...screen(() => import('./routes/login.tsx')),
  },
  {
    path: paths.acceptInvite.path,
    hydrateFallbackElement: <PageSpinner />,
    ...screen(() => import('./routes/accept-invite.tsx')),
  },
  {
    Component: RequireStaff,
    hydrateFallbackElement: <ConsoleFrameFallback />,
    children: [
      {
        Component: ConsoleLayout,
        children: [
          { index: true, ...screen(() => import('./routes/inbox.tsx'), prefetchInbox) },
          { path: paths.enquiry.path, ...screen(() => import('./routes/enquiry.tsx')) },
          { path: paths.packing.path, ...screen(() => import('./routes/packing.tsx')) },
          { path: paths.dispatchedToday.path, ...screen(() => import('./routes/dispatched-today.tsx')) },
          { path: paths.dashboard.path, ...screen(() => import('./routes/dashboard.tsx')) },
          { path: paths.payments.path, ...screen(() => import('./routes/payments.tsx')) },
          { path: paths.customers.path, ...screen(() => import('./routes/customers.tsx')) },
          { path: paths.customer.path, ...screen(() => import('./routes/customer.tsx')) },
          { path: paths.staff.path, ...screen(() => import('./routes/staff.tsx')) },
          { path: paths.audit.path, ...screen(() => import('./routes/audit.tsx')) },
          { path: paths.settings.path, ...screen(() => import('./routes/settings.tsx')) },
          { path: paths.twoStep.path, ...screen(() => import('./routes/two-step.tsx')) },
          { path: paths.setup.path, ...screen(() => import('./routes/setup.tsx')) },
          { path: paths.products.path, ...screen(() => import('./routes/products.tsx'), prefetchProducts) },
          { path: paths.productNew.path, ...screen(() => import('./routes/product-new.tsx')) },
          { path: paths.product.path, ...screen(() => import('./routes/product.tsx')) },
          { path: paths.importPriceList.path, ...screen(() => import('./routes/import.tsx')) },
          { path: paths.categories.path, ...screen(() => import('./routes/categories.tsx')) },
          { path: paths.brands.path, ...screen(() => import('./routes/brands.tsx')) },
          { path: paths.coupons.path, ...screen(() => import('./routes/coupons.tsx')) },
          { path: paths.flashNews.path, ...screen(() => import('./routes/flash-news.tsx')) },
          { path: paths.pickupPoints.path, ...screen(() => import('./routes/pickup-points.tsx')) },
          { path: paths.shop.path, ...screen(() => import('./routes/shop.tsx')) },
          { path: paths.messages.path, ...screen(() => import('./routes/messages.tsx')) },
          { path: paths.jobs.path, ...screen(() => import('./routes/jobs.tsx')) },
          { path: paths.shopperMessages.path, ...screen(() => import('./routes/shopper-messages.tsx')) },
          { path: paths.reports.path, ...screen(() => import('./routes/reports.tsx')) },
          { path: '*', ...screen(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

function getRouter() {
  if (!router) {
    router = createBrowserRouter(routes, { basename: BASENAME });
    setUnauthorizedHandler(() => void router?.navigate(paths.login.getHref()));
  }
  return router;
}

export function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}
