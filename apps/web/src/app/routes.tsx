import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { PageSpinner } from '@pataka/ui/spinner';
import { RootLayout } from './root-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { RouteErrorFallback } from './route-error-fallback.tsx';

// The one route tree, for the browser router and the server renderer (entry-server.tsx) alike. Every
// page is its own chunk (initial JS budget, DESIGN.md). A route module exports `Component`, so replacing
// a placeholder page never needs an edit here. Ids are explicit: the server's data for a page
// (ssr/page-data.ts) is keyed by them, and they must be the same on both sides for hydration.
export type RouteModule = { Component: ComponentType; loader?: LoaderFunction };

export type PageId =
  | 'home'
  | 'products'
  | 'product'
  | 'category'
  | 'categories'
  | 'quick-buy'
  | 'cart'
  | 'about'
  | 'contact'
  | 'shipping'
  | 'privacy'
  | 'terms'
  | 'safety'
  | 'login'
  | 'favorites'
  | 'profile'
  | 'enquiries'
  | 'enquiry'
  | 'checkout'
  | 'not-found';

const page = (id: PageId, load: () => Promise<RouteModule>) => ({ id, lazy: load });

export const ROOT_ROUTE_ID = 'root';

/**
 * Pages about one shopper (cart, account, enquiries, sign-in): the server sends the page shell and the
 * browser fills them in, since only the browser holds the shopper's token and cart.
 */
export const PERSONAL_PAGES: ReadonlySet<PageId> = new Set([
  'cart',
  'login',
  'favorites',
  'profile',
  'enquiries',
  'enquiry',
  'checkout',
]);

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorFallback,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Pathless: a failing page shows the error screen inside the header and footer.
        id: 'pages',
        ErrorBoundary: RouteErrorFallback,
        children: [
          { index: true, ...page('home', () => import('./routes/home.tsx')) },
          { path: paths.products.path, ...page('products', () => import('./routes/products.tsx')) },
          { path: paths.product.path, ...page('product', () => import('./routes/product.tsx')) },
          { path: paths.category.path, ...page('category', () => import('./routes/category.tsx')) },
          { path: paths.categories.path, ...page('categories', () => import('./routes/categories.tsx')) },
          { path: paths.quickBuy.path, ...page('quick-buy', () => import('./routes/quick-buy.tsx')) },
          { path: paths.cart.path, ...page('cart', () => import('./routes/cart.tsx')) },
          { path: paths.about.path, ...page('about', () => import('./routes/about.tsx')) },
          { path: paths.contact.path, ...page('contact', () => import('./routes/contact.tsx')) },
          { path: paths.shipping.path, ...page('shipping', () => import('./routes/shipping.tsx')) },
          { path: paths.privacy.path, ...page('privacy', () => import('./routes/privacy.tsx')) },
          { path: paths.terms.path, ...page('terms', () => import('./routes/terms.tsx')) },
          { path: paths.safety.path, ...page('safety', () => import('./routes/safety.tsx')) },
          { path: paths.login.path, ...page('login', () => import('./routes/login.tsx')) },
          {
            id: 'protected',
            Component: ProtectedRoute,
            children: [
              { path: paths.favorites.path, ...page('favorites', () => import('./routes/favorites.tsx')) },
              { path: paths.profile.path, ...page('profile', () => import('./routes/profile.tsx')) },
              { path: paths.enquiries.path, ...page('enquiries', () => import('./routes/enquiries.tsx')) },
              { path: paths.enquiry.path, ...page('enquiry', () => import('./routes/enquiry.tsx')) },
              { path: paths.checkout.path, ...page('checkout', () => import('./routes/checkout.tsx')) },
            ],
          },
          { path: '*', ...page('not-found', () => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];
