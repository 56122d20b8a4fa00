import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SHOP_LIFECYCLE_MESSAGES } from '@pataka/domain/shop-lifecycle';
import { ShopRegistry } from '../modules/domains/shop-registry.ts';
import { plainPage, type PlainPageKind } from '../modules/shops/plain-pages.ts';
import { resolvePageTenant, type TenantHostOptions } from './tenant-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every shop's state and verified domains, in memory (decision 151). */
    shopRegistry: ShopRegistry;
    /**
     * A shop's state or domains changed: reload the index here and tell the other instances. Call after
     * every such write (the domains and lifecycle services' `changed` hook is this).
     */
    shopsChanged(tenantId: string): Promise<void>;
    /** How pages and files find their shop from the Host header (tenant-page.ts), backed by the index. */
    hostOptions: TenantHostOptions;
  }
}

/** A safety net for lost bus messages and shops written by other processes (the admin CLI). */
const RELOAD_EVERY_MS = 60_000;

/** Paths every host may reach: probes and scrapers call by IP, Caddy asks about hosts it does not serve yet. */
const ANY_HOST = /^\/(?:api\/v1\/(?:health|ready)(?:[/?]|$)|metrics(?:[/?]|$)|api\/platform\/)/;
/** A storefront page (not the API, the console, a picture or a built file). */
export const isPagePath = (path: string) =>
  !/^\/(?:api|admin|media|assets)(?:\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);

function sendPlain(reply: FastifyReply, kind: PlainPageKind, shopName?: string) {
  const page = plainPage(kind, shopName);
  if (kind === 'paused') reply.header('retry-after', '3600');
  return reply
    .status(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page.html);
}

/**
 * The host → shop index and what it decides before any route runs: an unknown host gets a plain 404
 * page (never the default shop); www.<primary> and a shop's other domains redirect to its primary; a
 * paused shop's pages say "back soon"; a suspended or closed shop's pages and console are refused.
 * API calls are held to the shop's state by the tenant plugin (X-Tenant-ID).
 */
async function shopRegistryPlugin(app: FastifyInstance) {
  const { config } = app;
  const registry = new ShopRegistry(app.db, {
    platformHosts: config.platform.hosts,
    tenantHosts: config.tenantHosts,
  });
  // On ready, not now: the server migrates (and seeds) the database between building the app and listening.
  app.addHook('onReady', () => registry.reload());
  const hostOptions: TenantHostOptions = {
    defaultTenant: config.defaultTenant,
    tenantHosts: config.tenantHosts,
    shopOfHost: (host) => registry.shopOfHost(host),
  };
  app.decorate('shopRegistry', registry);
  app.decorate('hostOptions', hostOptions);
  app.decorate('shopsChanged', async (tenantId: string) => {
    await registry.reload();
    app.publicCache.invalidate(tenantId);
    await app.clusterBus.publish({ type: 'shops.changed', tenantId });
  });

  const reloadQuietly = () =>
    registry.reload().catch((err: unknown) => app.log.warn({ err }, 'shop registry: reload failed'));
  const stop = app.clusterBus.subscribe((message) => {
    if (message.type === 'shops.changed' || message.type === 'cluster.reconnected') void reloadQuietly();
  });
  const timer = setInterval(reloadQuietly, RELOAD_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    stop();
    clearInterval(timer);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // request.host: behind a trusted proxy (TRUST_PROXY) the forwarded host, else the Host header.
    const gate = hostGate(registry, hostOptions, request, request.host);
    switch (gate.kind) {
      case 'pass':
        return;
      case 'unknown':
        if (gate.api)
          return reply.status(404).send({
            success: false,
            error: { code: 'NOT_FOUND', message: SHOP_LIFECYCLE_MESSAGES.noShopAtHost },
          });
        return sendPlain(reply, 'no-shop');
      case 'redirect': {
        const port = /:(\d+)$/.exec(request.host)?.[1];
        const location = `${request.protocol}://${gate.to}${port ? `:${port}` : ''}${request.url}`;
        // 308 keeps a POST a POST; browsers and crawlers treat both as permanent.
        return reply.redirect(location, request.method === 'GET' || request.method === 'HEAD' ? 301 : 308);
      }
      case 'refused':
        return sendPlain(reply, gate.status, gate.shopName);
    }
  });
}

export type HostGate =
  | { kind: 'pass' }
  | { kind: 'unknown'; api: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'refused'; status: 'paused' | 'suspended' | 'closed'; shopName: string };

/**
 * What the host → shop index decides about a request before any route runs. Shared by the onRequest hook
 * above and the cached fast path (plugins/cached-fast-path.ts), which answers only what passes here, so
 * the two can never disagree about a host. `host` is the request's host as Fastify reads it (request.host).
 */
export function hostGate(
  registry: ShopRegistry,
  hostOptions: TenantHostOptions,
  request: { url: string; headers: { host?: string; cookie?: string } },
  host: string,
): HostGate {
  const path = request.url.split('?')[0]!;
  if (ANY_HOST.test(path)) return { kind: 'pass' };
  const match = registry.match(host);
  if (match.kind === 'unknown') return { kind: 'unknown', api: path.startsWith('/api/') };
  if (match.kind === 'redirect') return { kind: 'redirect', to: match.to };
  if (path.startsWith('/api/')) return { kind: 'pass' }; // the tenant plugin holds calls to the shop's state
  const isAdmin = /^\/admin(?:\/|$)/.test(path);
  if (!isAdmin && !isPagePath(path)) return { kind: 'pass' };
  const tenantId =
    match.kind === 'shop'
      ? match.tenantId
      : isAdmin
        ? hostOptions.defaultTenant
        : resolvePageTenant(request, hostOptions).tenantId;
  const shop = registry.shop(tenantId);
  if (!shop) return { kind: 'pass' }; // unknown to the index: the page's own reads answer "unknown shop"
  if (shop.status === 'suspended' || shop.status === 'closed')
    return { kind: 'refused', status: shop.status, shopName: shop.name };
  if (shop.status === 'paused' && !isAdmin) return { kind: 'refused', status: 'paused', shopName: shop.name };
  return { kind: 'pass' };
}

export default fp(shopRegistryPlugin, {
  name: 'shop-registry',
  dependencies: ['db', 'cluster-bus', 'public-cache'],
});
