import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheCoversEncoding } from '../../lib/encoded-body.ts';
import { cachedReadReply, sendCached, type PublicCache } from '../../lib/public-cache.ts';
import type { FastResolver } from '../../plugins/cached-fast-path.ts';
import { hostGate } from '../../plugins/shop-registry.ts';
import { mappedTenant } from '../../plugins/tenant-page.ts';
import { catalogueStore } from './catalogue-store.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** A catalogue URL this app has answered: its cache key and route pattern (the key is the URL's alone). */
type KnownRead = { key: string; route: string };
/** Per app (one public cache each): a test process builds many. */
const knownReads = new WeakMap<PublicCache, Map<string, KnownRead>>();
/** Distinct URLs remembered; past it the map starts again (it is only a shortcut, never the answer). */
const MAX_KNOWN_URLS = 2000;

function knownReadsOf(cache: PublicCache) {
  let urls = knownReads.get(cache);
  if (!urls) knownReads.set(cache, (urls = new Map()));
  return urls;
}

/**
 * Remembers which cache key a URL's read has, for the cached fast path: the key is computed from the URL
 * alone (the validated query, the route's params), so once a URL has passed the route's validation and
 * produced a key, the same URL always produces that key. A route with an access level is not remembered.
 */
function rememberRead(app: FastifyInstance, request: FastifyRequest, key: string) {
  const urls = knownReadsOf(app.publicCache);
  if (urls.get(request.url)?.key === key) return;
  const route = request.routeOptions;
  if (route.config?.access || !route.url) return;
  if (urls.size >= MAX_KNOWN_URLS) urls.clear();
  urls.set(request.url, { key, route: route.url });
}

/**
 * Replies with the tenant's cached body for `key`, computing it from the catalogue snapshot on a miss.
 * A hit does no database work, no JSON serialisation and no compression. A loader that throws (404)
 * caches nothing.
 */
export async function replyFromCatalogue(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (snapshot: CatalogueSnapshot) => unknown,
) {
  const tenantId = request.tenant.id;
  rememberRead(app, request, key);
  // A hit without a promise in between (decision 148); a miss loads once for every waiting request.
  const cached =
    app.publicCache.peek(tenantId, key) ??
    (await app.publicCache.get(tenantId, key, async () => build(await catalogueStore(app).get(tenantId))));
  return sendCached(request, reply, cached);
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * The cached fast path's catalogue reads (plugins/cached-fast-path.ts): a URL answered before, on a host
 * the shop index passes, with an X-Tenant-ID naming a shop the tenant plugin would accept without asking
 * the database, whose entry is cached. Everything else (no header, an unknown, suspended or closed shop,
 * another shop's id on a shop's own domain, a miss) goes to Fastify, which answers or refuses as ever.
 */
export function catalogueFastReads(app: FastifyInstance): FastResolver {
  const urls = knownReadsOf(app.publicCache);
  return (request) => {
    const known = urls.get(request.url);
    if (!known) return null;
    const { raw } = request;
    const headers = raw.headers;
    if (!cacheCoversEncoding(headers['accept-encoding'])) return null;
    const { shopRegistry, publicCache } = app;
    const version = shopRegistry.version;
    const gate = hostGate(app.shopRegistry, app.hostOptions, { url: request.url, headers }, request.host);
    if (gate.kind !== 'pass') return null;
    // As the tenant plugin (plugins/tenant.ts) reads it.
    const header = headers['x-tenant-id'];
    const id = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    if (!id || !TENANT_ID.test(id)) return null;
    const domainShop = mappedTenant(headers.host, app.hostOptions);
    if (domainShop && id !== domainShop) return null;
    const shop = app.shopRegistry.shop(id);
    if (!shop || shop.status === 'suspended' || shop.status === 'closed') return null;
    const { key } = known;
    const cached = publicCache.peek(shop.id, key);
    if (!cached) return null;
    // What this reply was built from: the host index's answers and this very cache entry.
    const stillLive = () => shopRegistry.version === version && publicCache.peek(shop.id, key) === cached;
    return { ...cachedReadReply(cached, headers), route: known.route, stillLive };
  };
}
