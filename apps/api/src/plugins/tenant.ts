import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema/tenants.ts';
import { AppError } from '../lib/errors.ts';
import { MESSAGES } from '@pataka/domain/messages';
import { SHOP_LIFECYCLE_MESSAGES, type ShopStatus } from '@pataka/domain/shop-lifecycle';
import type { ShopEntry } from '../modules/domains/shop-registry.ts';
import { mappedTenant, resolvePageTenant } from './tenant-page.ts';

/** The request's shop; status is 'active' or 'paused' (suspended and closed shops are refused). */
export type Tenant = { id: string; name: string; status: ShopStatus };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** Routes that need no X-Tenant-ID (health, docs). */
    skipTenant?: boolean;
    /**
     * Files a storefront page links to (the price-list PDF): a plain browser GET sends no X-Tenant-ID,
     * so without the header the shop is found as for a page (?shop=, the shop cookie, the host).
     */
    tenantFromPage?: boolean;
  }
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Resolves X-Tenant-ID on every API route from the shop registry (plugins/shop-registry.ts: every shop's
 * state, in memory, reloaded on change across instances). A shop the registry has not seen yet (created by
 * another process a moment ago) is read once from the database; an unknown id is looked up again after a
 * short while. A suspended or closed shop is refused here, staff tokens included (decision 151).
 */
async function tenantPlugin(app: FastifyInstance) {
  const unknownUntil = new Map<string, number>();

  async function lookup(id: string): Promise<ShopEntry | null> {
    const hit = app.shopRegistry.shop(id);
    if (hit) return hit;
    if ((unknownUntil.get(id) ?? 0) > Date.now()) return null;
    const [row] = await app.db
      .select({ id: tenants.id, name: tenants.name, status: tenants.status })
      .from(tenants)
      .where(eq(tenants.id, id));
    if (!row) {
      if (unknownUntil.size > 10_000) unknownUntil.clear();
      unknownUntil.set(id, Date.now() + 10_000);
      return null;
    }
    app.shopRegistry.remember(row);
    return row;
  }

  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorate('forgetTenants', () => {
    unknownUntil.clear();
    void app.shopRegistry
      .reload()
      .catch((err: unknown) => app.log.warn({ err }, 'shop registry reload failed'));
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Read once (decision 148): Fastify builds a new frozen routeOptions object on every access.
    const route = request.routeOptions;
    if (route.config?.skipTenant) return;
    if (!route.url) return; // unknown route: the not-found handler answers
    const header = request.headers['x-tenant-id'];
    let id = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
    // A shop's own domain serves only that shop (decision 145): a call on it for another shop is refused,
    // so no page, script or link on kaveri.example.in can read or write another shop's data there.
    const domainShop = mappedTenant(request.headers.host, app.hostOptions);
    if (id && domainShop && id !== domainShop) throw new AppError('invalid', MESSAGES.tenantNotOfHost);
    if (!id && route.config?.tenantFromPage) id = resolvePageTenant(request, app.hostOptions).tenantId;
    if (!id) throw new AppError('invalid', MESSAGES.tenantHeaderRequired);
    const shop = TENANT_ID.test(id) ? await lookup(id) : null;
    if (!shop) throw new AppError('not_found', MESSAGES.unknownTenant);
    if (shop.status === 'suspended')
      throw new AppError(
        'forbidden',
        request.headers.authorization
          ? SHOP_LIFECYCLE_MESSAGES.staffSuspended
          : SHOP_LIFECYCLE_MESSAGES.suspended,
      );
    if (shop.status === 'closed') throw new AppError('forbidden', SHOP_LIFECYCLE_MESSAGES.closed);
    request.tenant = { id: shop.id, name: shop.name, status: shop.status };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    forgetTenants(): void;
  }
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['db', 'shop-registry'] });
