import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema/tenants.ts';
import { AppError } from '../lib/errors.ts';
import { MESSAGES } from '@pataka/domain/messages';
import { mappedTenant, resolvePageTenant } from './tenant-page.ts';

export type Tenant = { id: string; name: string };

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
 * Resolves X-Tenant-ID on every API route. Tenants change rarely, so they are
 * cached in process; an unknown id is looked up again after a short while so a
 * newly added shop appears without a restart.
 */
async function tenantPlugin(app: FastifyInstance) {
  const known = new Map<string, Tenant>();
  const unknownUntil = new Map<string, number>();

  async function lookup(id: string): Promise<Tenant | null> {
    const hit = known.get(id);
    if (hit) return hit;
    if ((unknownUntil.get(id) ?? 0) > Date.now()) return null;
    const [row] = await app.db
      .select({ id: tenants.id, name: tenants.name, isActive: tenants.isActive })
      .from(tenants)
      .where(eq(tenants.id, id));
    if (!row || !row.isActive) {
      if (unknownUntil.size > 10_000) unknownUntil.clear();
      unknownUntil.set(id, Date.now() + 10_000);
      return null;
    }
    const tenant = { id: row.id, name: row.name };
    known.set(id, tenant);
    return tenant;
  }

  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorate('forgetTenants', () => {
    known.clear();
    unknownUntil.clear();
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
    const domainShop = mappedTenant(request.headers.host, app.config);
    if (id && domainShop && id !== domainShop) throw new AppError('invalid', MESSAGES.tenantNotOfHost);
    if (!id && route.config?.tenantFromPage)
      id = resolvePageTenant(request, app.config).tenantId;
    if (!id) throw new AppError('invalid', MESSAGES.tenantHeaderRequired);
    const tenant = TENANT_ID.test(id) ? await lookup(id) : null;
    if (!tenant) throw new AppError('not_found', MESSAGES.unknownTenant);
    request.tenant = tenant;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    forgetTenants(): void;
  }
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['db'] });
