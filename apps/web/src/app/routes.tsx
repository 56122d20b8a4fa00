import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { RouteErrorFallback } from './route-error-fallback.tsx';

// The one list of pages, for the browser and the server renderer alike (entry-server.tsx). Every page is
// its own chunk (initial JS budget, DESIGN.md), loaded with React.lazy: a server-rendered page whose
// chunk is still on its way keeps its HTML and hydrates when the chunk arrives (the layout's Suspense),
// so the header and menus are usable first. Routes are declarative (<Routes>), not the data router:
// the data router's client costs 18 KB gzipped more and we load data with TanStack Query (decision 110).
// The server uses React Router's static handler on the same list for matching and each page's data.
export type RouteModule = { Component: ComponentType };

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

export type PageDefinition = {
  id: PageId;
  /** Absent for the home page (the index route). */
  path?: string;
  load: () => Promise<RouteModule>;
  /** Signed-in shoppers only (favourites, profile, enquiries, checkout). */
  signedIn?: boolean;
};

export const PAGES: readonly PageDefinition[] = [
  { id: 'home', load: () => import('./routes/home.tsx') },
  { id: 'products', path: paths.products.path, load: () => import('./routes/products.tsx') },
  { id: 'product', path: paths.product.path, load: () => import('./routes/product.tsx') },
  { id: 'category', path: paths.category.path, load: () => import('./routes/category.tsx') },
  { id: 'categories', path: paths.categories.path, load: () => import('./routes/categories.tsx') },
  { id: 'quick-buy', path: paths.quickBuy.path, load: () => import('./routes/quick-buy.tsx') },
  { id: 'cart', path: paths.cart.path, load: () => import('./routes/cart.tsx') },
  { id: 'about', path: paths.about.path, load: () => import('./routes/about.tsx') },
  { id: 'contact', path: paths.contact.path, load: () => import('./routes/contact.tsx') },
  { id: 'shipping', path: paths.shipping.path, load: () => import('./routes/shipping.tsx') },
  { id: 'privacy', path: paths.privacy.path, load: () => import('./routes/privacy.tsx') },
  { id: 'terms', path: paths.terms.path, load: () => import('./routes/terms.tsx') },
  { id: 'safety', path: paths.safety.path, load: () => import('./routes/safety.tsx') },
  { id: 'login', path: paths.login.path, load: () => import('./routes/login.tsx') },
  {
    id: 'favorites',
    path: paths.favorites.path,
    load: () => import('./routes/favorites.tsx'),
    signedIn: true,
  },
  { id: 'profile', path: paths.profile.path, load: () => import('./routes/profile.tsx'), signedIn: true },
  {
    id: 'enquiries',
    path: paths.enquiries.path,
    load: () => import('./routes/enquiries.tsx'),
    signedIn: true,
  },
  { id: 'enquiry', path: paths.enquiry.path, load: () => import('./routes/enquiry.tsx'), signedIn: true },
  { id: 'checkout', path: paths.checkout.path, load: () => import('./routes/checkout.tsx'), signedIn: true },
  { id: 'not-found', path: '*', load: () => import('./routes/not-found.tsx') },
];

/**
 * Pages about one shopper (cart, account, enquiries, sign-in): the server sends the page shell and the
 * browser fills them in, since only the browser holds the shopper's token and cart.
 */
export const PERSONAL_PAGES: ReadonlySet<PageId> = new Set([
  'cart',
  'login',
  ...PAGES.filter((p) => p.signedIn).map((p) => p.id),
]);

/** The source file of a page's module, as Vite's manifest names it. */
export const pageSource = (id: PageId) => `src/app/routes/${id}.tsx`;

const loaded = new Map<PageId, RouteModule>();

/** Loads a page's chunk ahead of rendering: the first page before hydration, so it hydrates in one pass. */
export async function preloadPage(id: PageId): Promise<void> {
  const page = PAGES.find((p) => p.id === id);
  if (page && !loaded.has(id)) loaded.set(id, await page.load());
}

const components = new Map<PageId, LazyExoticComponent<ComponentType>>();

function pageComponent(page: PageDefinition) {
  let component = components.get(page.id);
  if (!component) {
    component = lazy(() => {
      const ready = loaded.get(page.id);
      // Already loaded: a thenable that resolves at once, so React renders it without suspending.
      if (ready)
        return {
          then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: ready.Component }),
        } as never;
      return page.load().then((m) => {
        loaded.set(page.id, m);
        return { default: m.Component };
      });
    });
    components.set(page.id, component);
  }
  return component;
}

/** A failing page shows the error screen inside the header and footer; another page clears it. */
function PageBoundary({ page }: { page: PageDefinition }) {
  const { pathname } = useLocation();
  const Page = pageComponent(page);
  return (
    <ErrorBoundary key={pathname} fallback={(reset) => <RouteErrorFallback onRetry={reset} />}>
      <Page />
    </ErrorBoundary>
  );
}

// `id` is the page's: matchRoutes hands it back (the server's data and the first chunk go by it).
const element = (page: PageDefinition): RouteObject =>
  page.id === 'home'
    ? { id: page.id, index: true, element: <PageBoundary page={page} /> }
    : { id: page.id, path: page.path, element: <PageBoundary page={page} /> };

export const ROOT_ROUTE_ID = 'root';

export const routeTree: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: paths.home.path,
    element: <RootLayout />,
    children: [
      ...PAGES.filter((p) => !p.signedIn).map(element),
      {
        id: 'signed-in',
        element: <ProtectedRoute />,
        children: PAGES.filter((p) => p.signedIn).map(element),
      },
    ],
  },
];

/** The storefront's pages for the current location (inside <BrowserRouter> or <StaticRouter>). */
export function AppRoutes() {
  return useRoutes(routeTree);
}

/** The page a path shows (its last match, by the rules <Routes> uses), or null. */
export function pageIdOf(pathname: string): PageId | null {
  const id = matchRoutes(routeTree, pathname)?.at(-1)?.route.id;
  return PAGES.some((p) => p.id === id) ? (id as PageId) : null;
}
