// The service worker's decisions as plain functions (tested in sw-rules.test.ts): which requests it may
// keep, in which cache, and which shop a page or an API answer belongs to. One origin can serve several
// shops (`?shop=` demos), so every cache of pages or API answers is one shop's alone.

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Set by the server and the storefront when `?shop=` switches shop (apps/api plugins/tenant-page.ts). */
export const SHOP_COOKIE = 'pataka_shop';
export const CACHE_PREFIX = 'pataka-';
/** Not content: the worker's memory of the shop last shown. Survives deploys. */
export const STATE_CACHE = `${CACHE_PREFIX}state`;

export type CacheKind = 'assets' | 'media' | 'static' | `pages-${string}` | `api-${string}`;

/** A cache of this build: `pataka-<build>-<kind>`. */
export const cacheNameOf = (build: string, kind: CacheKind) => `${CACHE_PREFIX}${build}-${kind}`;

/** A cache made by another build (or by Workbox defaults): deleted when this build's worker activates. */
export function isStaleCache(name: string, build: string): boolean {
  if (name === STATE_CACHE) return false;
  return !name.startsWith(`${CACHE_PREFIX}${build}-`);
}

export const validTenant = (value: string | null | undefined): string | null => {
  const id = value?.trim().toLowerCase();
  return id && TENANT_ID.test(id) ? id : null;
};

/** The shop a page URL names with `?shop=`, as the server reads it; null when it names none. */
export const shopParam = (url: URL): string | null => validTenant(url.searchParams.get('shop'));

/** The shop the server rendered a page for: its <meta name="pataka-tenant">. */
export function pageTenant(html: string): string | null {
  const match = /<meta name="pataka-tenant" content="([^"]*)"/.exec(html.slice(0, 20_000));
  return validTenant(match?.[1]);
}

/**
 * The key a page is kept under inside its shop's cache: the URL without `?shop=` (the cache already
 * says which shop), so `/products?shop=demo2` and `/products` under demo2's cookie are one page.
 */
export function pageKey(url: URL): string {
  const key = new URL(url.href);
  key.searchParams.delete('shop');
  key.hash = '';
  return key.href;
}

/** Pages the worker answers (the storefront's server-rendered HTML), not the console or files. */
export function isStorefrontNavigation(request: Request, url: URL, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET' || url.origin !== origin) return false;
  const path = url.pathname;
  if (/^\/(?:admin|api|assets|media|manifest-icons)(?:\/|$)/.test(path)) return false;
  // Files (sitemap.xml, robots.txt, sw.js, …) have an extension; pages never do.
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * The shop an API read is for, when the worker handles it: a GET of the storefront's API with its
 * X-Tenant-ID (not the console's, not live events). Null: leave it to the network.
 */
export function apiReadTenant(request: Request, url: URL, origin: string): string | null {
  if (request.method !== 'GET' || url.origin !== origin) return null;
  if (!url.pathname.startsWith('/api/v1/') || /^\/api\/v1\/(?:admin|health|live)(?:\/|$)/.test(url.pathname))
    return null;
  if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return null;
  return validTenant(request.headers.get('x-tenant-id'));
}

/**
 * Whether an API answer may be kept. Asked without a token, it is the shop's public answer. Asked with one
 * (a signed-in shopper's catalogue reads), only when the server marks it `public` and not varying by
 * Authorization or Cookie (the catalogue, the company: the same for everyone), as HTTP lets a shared cache
 * do (RFC 9111 §3.5): a personal answer (profile, enquiries, addresses) never is.
 */
export function mayKeepApiAnswer(request: Request, response: Response): boolean {
  if (response.status !== 200) return false;
  if (!request.headers.has('authorization')) return true;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  const vary = (response.headers.get('vary') ?? '').toLowerCase();
  return (
    /(?:^|[\s,])public(?:[\s,]|$)/.test(control) &&
    !/private|no-store/.test(control) &&
    !/authorization|cookie|\*/.test(vary)
  );
}

/** The request an API answer is kept under: never with the token (the kept answer is everyone's). */
export function apiCacheKey(request: Request): Request {
  if (!request.headers.has('authorization')) return request;
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  return new Request(request.url, { headers });
}

/** Hashed build output: its name changes with its content, so the first copy is good for ever. */
export const isHashedAsset = (request: Request, url: URL, origin: string) =>
  request.method === 'GET' && url.origin === origin && url.pathname.startsWith('/assets/');

/** Product pictures, logos and link previews (the video is left alone: it is fetched in ranges). */
export const isPicture = (request: Request, url: URL, origin: string) =>
  request.method === 'GET' &&
  url.origin === origin &&
  url.pathname.startsWith('/media/') &&
  /\.(?:webp|jpe?g|png|svg|avif|gif)$/i.test(url.pathname) &&
  !request.headers.has('range');

/** The un-hashed files every page uses. */
export const isStaticFile = (request: Request, url: URL, origin: string) =>
  request.method === 'GET' &&
  url.origin === origin &&
  (url.pathname === '/favicon.svg' || url.pathname === '/legal-gate.js');

/**
 * Where an offline page is looked for in its shop's cache, in order: the page itself, then a shell (a
 * personal page: the browser renders any route into it), then the product list, then home.
 */
export function offlineCandidates(url: URL): string[] {
  const at = (path: string) => new URL(path, url.origin).href;
  return [...new Set([pageKey(url), at('/cart'), at('/checkout'), at('/products'), at('/')])];
}

/** Pages fetched ahead for a shop as soon as its page tells the worker about it: a shell and the list. */
export const WARM_PATHS = ['/products', '/cart'] as const;
