// The shop owner's domains in the console (issue 29): list with the DNS records to create, add, check
// now, make primary, remove. Owners only: a domain decides where shoppers pay.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHOP_DOMAIN_STATUSES } from '@pataka/domain/shop-lifecycle';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { findStaffMember } from '../staff-orders/staff-member.ts';
import { domainContext } from '../shops/shop-context.ts';
import type { ShopActor } from '../shops/lifecycle.ts';
import {
  addDomain,
  dnsRecordsFor,
  listDomains,
  removeDomain,
  setPrimaryDomain,
  verifyDomain,
  type ShopDomain,
} from './domains.service.ts';

const tags = ['domains'];
const DnsRecordSchema = z.object({
  type: z.enum(['A', 'AAAA', 'CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
  purpose: z.string(),
});
const DomainSchema = z.object({
  id: z.string(),
  host: z.string(),
  isPrimary: z.boolean(),
  status: z.enum(SHOP_DOMAIN_STATUSES),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  records: z.array(DnsRecordSchema),
});
const VerifySchema = z.object({ domain: DomainSchema, ok: z.boolean(), reason: z.string().nullable() });
const IdParams = z.object({ id: z.string().uuid() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const dto = (d: ShopDomain) => ({
    id: d.id,
    host: d.host,
    isPrimary: d.isPrimary,
    status: d.status,
    verifiedAt: iso(d.verifiedAt),
    lastCheckedAt: iso(d.lastCheckedAt),
    failureReason: d.failureReason,
    createdAt: d.createdAt.toISOString(),
    records: dnsRecordsFor(app.config, d),
  });
  const actorOf = async (tenantId: string, adminUserId: string): Promise<ShopActor> => {
    const m = await findStaffMember(app.db, tenantId, adminUserId);
    return { kind: 'staff', id: m.id, name: m.name, email: m.email };
  };
  const ctx = domainContext(app);

  app.get(
    '/admin/domains',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "The shop's own domains and the DNS records each needs",
        response: { 200: okSchema(z.array(DomainSchema)), ...errors },
      },
    },
    async (request) => ok((await listDomains(app.db, request.tenant.id)).map(dto)),
  );

  app.post(
    '/admin/domains',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Add a domain; its TXT record is checked at once',
        body: z.object({ host: z.string().min(1).max(260) }),
        response: { 201: okSchema(VerifySchema), ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const actor = await actorOf(tenantId, await request.requireAdmin());
      const r = await addDomain(ctx, { tenantId, host: request.body.host, actor });
      return reply.status(201).send(ok({ domain: dto(r.domain), ok: r.ok, reason: r.reason }));
    },
  );

  app.post(
    '/admin/domains/:id/verify',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Check the domain's TXT record now",
        params: IdParams,
        response: { 200: okSchema(VerifySchema), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const actor = await actorOf(tenantId, await request.requireAdmin());
      const r = await verifyDomain(ctx, { tenantId, domainId: request.params.id, actor });
      return ok({ domain: dto(r.domain), ok: r.ok, reason: r.reason });
    },
  );

  app.post(
    '/admin/domains/:id/primary',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Make a verified domain the shop's main address",
        params: IdParams,
        response: { 200: okSchema(DomainSchema), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const actor = await actorOf(tenantId, await request.requireAdmin());
      return ok(dto(await setPrimaryDomain(ctx, { tenantId, domainId: request.params.id, actor })));
    },
  );

  app.delete(
    '/admin/domains/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Remove a domain (it stops serving the shop at once)',
        params: IdParams,
        response: { 200: okSchema(z.object({ removed: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const actor = await actorOf(tenantId, await request.requireAdmin());
      await removeDomain(ctx, { tenantId, domainId: request.params.id, actor });
      return ok({ removed: true as const });
    },
  );
};
