// The page of rows a list screen opens with is asked for as soon as the router loads that screen, beside
// its chunk, not after the chunk has arrived and the layout and the screen have rendered: on a phone at
// 4× CPU that render is a few hundred ms of the first screen (decision 148). Same query key as the
// screen's own useQuery, so the screen finds the request in flight (or done) and does not ask again.
import { BASENAME, paths } from '../config/paths.ts';
import { ordersQueryOptions } from '../features/inbox/api/get-orders.ts';
import { inboxFiltersFrom } from '../features/inbox/hooks/use-inbox-filters.ts';
import { productsQueryOptions } from '../features/products/api/get-products.ts';
import { productFiltersFrom } from '../features/products/hooks/use-product-filters.ts';
import { authStore } from '../lib/auth.ts';
import { queryClient } from './provider.tsx';

function whenHere(href: string, prefetch: (params: URLSearchParams) => Promise<void>) {
  // A route's chunk loads once, and before a client-side navigation has changed the address: only the
  // screen the page was opened on has its filters in window.location. Signed out, the screen is not shown.
  if (
    !authStore.get().token ||
    window.location.pathname.replace(/\/$/, '') !== BASENAME + href.replace(/\/$/, '')
  )
    return;
  void prefetch(new URLSearchParams(window.location.search));
}

export const prefetchInbox = () =>
  whenHere(paths.inbox.getHref(), (params) =>
    queryClient.prefetchQuery(ordersQueryOptions(inboxFiltersFrom(params))),
  );

export const prefetchProducts = () =>
  whenHere(paths.products.getHref(), (params) =>
    queryClient.prefetchQuery(productsQueryOptions(productFiltersFrom(params))),
  );
