import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/public-cache.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { findCompanySettings, listPickupLocations, listTransportProviders } from './company.queries.ts';
import { companyPublicDto, pickupLocationDto } from './company.dto.ts';
import {
  CompanyPublicSchema,
  PickupLocationSchema,
  PickupQuerySchema,
  TransportProviderSchema,
} from './company.schemas.ts';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/public',
    {
      schema: {
        tags: ['company'],
        summary:
          "The shop's public details: contacts, addresses, hours, tax ids, UPI and shipping rules (rupees)",
        response: { 200: okSchema(CompanyPublicSchema), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const entry = await app.publicCache.get(tenantId, 'company:public', async () => {
        const row = await findCompanySettings(app.db, tenantId);
        if (!row) throw notFound('Company information not found');
        return ok(companyPublicDto(row));
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/company/pickup-locations',
    {
      schema: {
        tags: ['company'],
        summary:
          'Active pickup locations, optionally of one transport provider (by name) and matching a search',
        description:
          'search matches name, address, area, city, state and landmark (every word, any case); ' +
          'transportProviderName is matched ignoring case; limit 1–100, default 100.',
        querystring: PickupQuerySchema,
        response: { 200: okSchema(z.array(PickupLocationSchema)), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const filter = {
        searchTerms: (request.query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean),
        providerName: request.query.transportProviderName?.toLowerCase() || undefined,
        limit: request.query.limit ?? 100,
      };
      const key = `pickup-locations?${JSON.stringify([filter.searchTerms, filter.providerName, filter.limit])}`;
      const entry = await app.publicCache.get(tenantId, key, async () =>
        ok((await listPickupLocations(app.db, tenantId, filter)).map(pickupLocationDto)),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/company/transport-providers',
    {
      schema: {
        tags: ['company'],
        summary: 'Active transport providers (for the pickup picker), with their active location counts',
        response: { 200: okSchema(z.array(TransportProviderSchema)) },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const entry = await app.publicCache.get(tenantId, 'transport-providers', async () =>
        ok(await listTransportProviders(app.db, tenantId)),
      );
      return sendCached(request, reply, entry);
    },
  );
};
