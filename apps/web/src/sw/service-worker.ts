/// <reference lib="webworker" />
// The storefront's service worker (decision 131), bundled by scripts/build-sw.mjs into dist/sw.js with the
// build's id and the shell's files stamped in. A shopper whose connection drops keeps browsing what they
// have seen: hashed code cache-first, pages and catalogue reads network-first with the last copy as the
// fallback, pictures stale-while-revalidate. Every cache is named with the build (an update deletes the
// others) and pages and API answers are kept per shop (one origin serves several with `?shop=`).
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { offlineText } from '../features/offline/messages.ts';
import {
  cacheNameOf,
  isHashedAsset,
  isPicture,
  isStaleCache,
  isStaticFile,
  isStorefrontNavigation,
  offlineCandidates,
  pageKey,
  pageTenant,
  apiCacheKey,
  apiReadTenant,
  mayKeepApiAnswer,
  SHOP_COOKIE,
  shopParam,
  STATE_CACHE,
  validTenant,
  WARM_PATHS,
  type CacheKind,
} from './sw-rules.ts';

declare const self: ServiceWorkerGlobalScope;
/** Stamped by scripts/build-sw.mjs: the build's id, and the shell's hashed files to fetch on install. */
declare const __PATAKA_BUILD__: string;
declare const __PATAKA_PRECACHE__: string[];

const BUILD = __PATAKA_BUILD__;
const cacheName = (kind: CacheKind) => cacheNameOf(BUILD, kind);
const ORIGIN = self.location.origin;
/** A page slower than this comes from the cache when there is a copy (a weak signal, not only none). */
const PAGE_TIMEOUT_MS = 3500;
const API_TIMEOUT_S = 4;
const PAGES_PER_SHOP = 60;
const TENANT_KEY = new URL('/__pataka/tenant', ORIGIN).href;

// ---- install and activate: this build's shell in, every other build's caches out --------------------

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName('assets'));
      // One file that fails (a deploy in progress) must not stop the worker installing: the rest still helps.
      await Promise.allSettled(
        __PATAKA_PRECACHE__.map(async (path) => {
          if (await cache.match(path)) return;
          const response = await fetch(path, { cache: 'no-cache' });
          if (response.ok) await cache.put(path, response);
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isStaleCache(name, BUILD)).map((name) => caches.delete(name)));
    })(),
  );
});
clientsClaim();

// ---- which shop: the page's ?shop=, else the shop cookie, else the last shop a page showed -------------

let lastTenant: string | null = null;

async function rememberTenant(tenant: string) {
  if (tenant === lastTenant) return;
  lastTenant = tenant;
  const state = await caches.open(STATE_CACHE);
  await state.put(TENANT_KEY, new Response(tenant));
}

async function recalledTenant(): Promise<string | null> {
  if (lastTenant) return lastTenant;
  const kept = await (await caches.open(STATE_CACHE)).match(TENANT_KEY);
  lastTenant = validTenant(kept ? await kept.text() : null);
  return lastTenant;
}

type CookieStoreLike = { get(name: string): Promise<{ value?: string } | null | undefined> };

/** The shop the server would render a page for, as far as the worker can tell without the network. */
async function tenantOfNavigation(url: URL): Promise<string | null> {
  const asked = shopParam(url);
  if (asked) return asked;
  // Chromium gives workers the cookie the server reads; elsewhere the last page shown stands in for it
  // (the cookie only changes when a page with ?shop= is shown, and that page tells us).
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      const chosen = validTenant((await store.get(SHOP_COOKIE))?.value);
      if (chosen) return chosen;
    } catch {
      // fall through
    }
  }
  return recalledTenant();
}

// ---- pages: network first, kept per shop; offline, the copy of that URL or a shell of the same shop ----

const pageExpiry = new Map<string, CacheExpiration>();
function expiryOf(name: string) {
  let expiry = pageExpiry.get(name);
  if (!expiry) pageExpiry.set(name, (expiry = new CacheExpiration(name, { maxEntries: PAGES_PER_SHOP })));
  return expiry;
}

/** Keeps a page under the shop its HTML says it is for; with `shown`, that shop becomes the current one. */
async function keepPage(url: URL, response: Response, shown: boolean): Promise<string | null> {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return null;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return null;
  const html = await response.text();
  const tenant = pageTenant(html);
  if (!tenant) return null;
  const name = cacheName(`pages-${tenant}`);
  const key = pageKey(url);
  // The body is kept decoded: the copy must not claim an encoding or a length it no longer has.
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  await (await caches.open(name)).put(key, new Response(html, { status: 200, headers }));
  await expiryOf(name).updateTimestamp(key);
  await expiryOf(name).expireEntries();
  if (shown) await rememberTenant(tenant);
  return tenant;
}

async function cachedPage(url: URL): Promise<Response | undefined> {
  const tenant = await tenantOfNavigation(url);
  if (!tenant) return undefined;
  const cache = await caches.open(cacheName(`pages-${tenant}`));
  for (const key of offlineCandidates(url)) {
    const hit = await cache.match(key);
    if (hit) return hit;
  }
  return undefined;
}

function offlinePage(): Response {
  const text = offlineText.banner;
  return new Response(
    `<!doctype html><html lang="en-IN"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${text}</title><body style="font-family:system-ui,sans-serif;padding:2rem;text-align:center;color:#5c141a">` +
      `<h1>${text}</h1><p>${offlineText.pageUnavailable}</p></body></html>`,
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}

async function navigation(event: FetchEvent, url: URL): Promise<Response> {
  const network = fetch(event.request);
  // Kept after the answer is on its way: the shopper does not wait for the cache.
  const kept = network.then((response) => keepPage(url, response.clone(), true)).catch(() => null);
  event.waitUntil(kept);
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), PAGE_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    const cached = await cachedPage(url);
    return cached ?? (await network);
  } catch {
    return (await cachedPage(url)) ?? offlinePage();
  }
}

registerRoute(
  ({ request, url }) => isStorefrontNavigation(request, url, ORIGIN),
  ({ event, url }) => navigation(event as FetchEvent, url),
);

/** A shop's list and a shell, fetched ahead when its page says hello, so they open offline too. */
async function warm(tenant: string) {
  const cache = await caches.open(cacheName(`pages-${tenant}`));
  await Promise.allSettled(
    WARM_PATHS.map(async (path) => {
      const url = new URL(path, ORIGIN);
      if (await cache.match(pageKey(url))) return;
      // The cookie goes along: the server answers for the shop the page showed (keepPage files it by
      // the page's own meta tag either way).
      await keepPage(url, await fetch(url, { credentials: 'same-origin' }), false);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; tenant?: unknown } | null;
  if (data?.type !== 'pataka:tenant') return;
  const tenant = validTenant(typeof data.tenant === 'string' ? data.tenant : null);
  if (!tenant) return;
  event.waitUntil(rememberTenant(tenant).then(() => warm(tenant)));
});

// ---- catalogue reads: network first, per shop, personal answers never kept ---------------------------

const apiStrategies = new Map<string, NetworkFirst>();
function apiStrategy(tenant: string) {
  let strategy = apiStrategies.get(tenant);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: cacheName(`api-${tenant}`),
      networkTimeoutSeconds: API_TIMEOUT_S,
      plugins: [
        {
          // A personal answer (asked with a token, not marked public) is not kept; a kept one is keyed
          // without the token, so nothing of the shopper's credentials is stored.
          cacheWillUpdate: async ({ request, response }) =>
            mayKeepApiAnswer(request, response) ? response : null,
          cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request),
        },
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    });
    apiStrategies.set(tenant, strategy);
  }
  return strategy;
}

registerRoute(
  ({ request, url }) => apiReadTenant(request, url, ORIGIN) !== null,
  ({ request, url, event }) =>
    apiStrategy(apiReadTenant(request, url, ORIGIN)!).handle({ request, event: event as FetchEvent }),
);

// ---- code, pictures, the few plain files -------------------------------------------------------------

registerRoute(
  ({ request, url }) => isHashedAsset(request, url, ORIGIN),
  new CacheFirst({
    cacheName: cacheName('assets'),
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400 })],
  }),
);

registerRoute(
  ({ request, url }) => isPicture(request, url, ORIGIN),
  new StaleWhileRevalidate({
    cacheName: cacheName('media'),
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => isStaticFile(request, url, ORIGIN),
  new StaleWhileRevalidate({ cacheName: cacheName('static') }),
);
