import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddDomainSchema,
  ChangeStatusSchema,
  CreateShopSchema,
  PLATFORM_MESSAGES,
  SupportSessionSchema,
} from '@pataka/domain/platform';
import { SHOP_DOMAIN_STATUSES, SHOP_STATUSES } from '@pataka/domain/shop-lifecycle';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { createShop } from '../admin/create-shop.service.ts';
import { StaffAccountError } from '../admin/staff-accounts.service.ts';
import {
  addDomain,
  dnsRecordsFor,
  listDomains,
  removeDomain,
  setPrimaryDomain,
  verifyDomain,
  type ShopDomain,
} from '../domains/domains.service.ts';
import { sendShopExport } from '../shop-export/shop-export.routes.ts';
import type { ShopActor } from '../shops/lifecycle.ts';
import { changeShopStatusFor, domainContext as sharedDomainContext } from '../shops/shop-context.ts';
import { inviteStaff } from '../staff/staff.service.ts';
import type { Operator } from './operator-auth.service.ts';
import { shopSummaries } from './platform-shops.queries.ts';
import { mediaBytesCounter } from './storage-use.ts';
import { listSupportSessions, openSupportSession } from './support-session.service.ts';

const tags = ['platform'];
const security = [{ bearer: [] }];
const access = 'operator' as const;

const LimitsSchema = z.object({ smsPerDay: z.number(), maxProducts: z.number(), storageBytes: z.number() });
const ShopSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(SHOP_STATUSES),
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  domains: z.array(
    z.object({ host: z.string(), status: z.enum(SHOP_DOMAIN_STATUSES), isPrimary: z.boolean() }),
  ),
  enquiriesThisWeek: z.number(),
  smsToday: z.number(),
  products: z.number(),
  storageBytes: z.number(),
  limits: LimitsSchema,
});
const DnsRecordSchema = z.object({
  type: z.string(),
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
  records: z.array(DnsRecordSchema),
});
const SupportSchema = z.object({
  id: z.string(),
  operatorEmail: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
const ShopDetailSchema = ShopSummarySchema.extend({
  domainRecords: z.array(DomainSchema),
  supportSessions: z.array(SupportSchema),
});
const ShopParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Unknown shop') });
const DomainParams = ShopParams.extend({ domainId: z.string().min(1).max(100) });

const actorOf = (op: Operator): ShopActor => ({
  kind: 'operator',
  id: op.id,
  name: op.name,
  email: op.email,
});

/** /api/platform/v1/shops/*: every shop of the deployment, for operators only (decision 152). */
export const platformShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaBytes = mediaBytesCounter(app.storage);
  // Every write tells the host index here and on the other instances (decision 151's shop-context.ts).
  const domainContext = () => sharedDomainContext(app);
  const domainDto = (d: ShopDomain) => ({
    id: d.id,
    host: d.host,
    isPrimary: d.isPrimary,
    status: d.status,
    verifiedAt: d.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: d.lastCheckedAt?.toISOString() ?? null,
    failureReason: d.failureReason,
    records: dnsRecordsFor(app.config, d),
  });
  async function detail(id: string, freshStorage = false) {
    const [shop] = await shopSummaries(app.db, app.config, {
      tenantId: id,
      mediaBytes: (t) => mediaBytes(t, freshStorage),
    });
    if (!shop) throw new AppError('not_found', PLATFORM_MESSAGES.shopNotFound);
    const support = await listSupportSessions(app.db, id);
    return {
      ...shop,
      domainRecords: (await listDomains(app.db, id)).map(domainDto),
      supportSessions: support.map((s) => ({
        ...s,
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      })),
    };
  }

  app.get(
    '/shops',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Every shop: state, domains, enquiries this week, SMS today against its limit, storage used',
        response: { 200: okSchema(z.array(ShopSummarySchema)), 401: errorSchema },
      },
    },
    async () => ok(await shopSummaries(app.db, app.config, { mediaBytes: (t) => mediaBytes(t) })),
  );

  app.post(
    '/shops',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Create a shop and invite its owner (a 72-hour link; no password is made or shown)',
        body: CreateShopSchema,
        response: {
          201: okSchema(
            z.object({
              shop: ShopSummarySchema,
              invite: z.object({ email: z.string(), url: z.string(), expiresAt: z.string() }),
            }),
          ),
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const op = await request.requireOperator();
      const input = request.body;
      try {
        await createShop(app.db, {
          tenant: input.id,
          name: input.name,
          ownerEmail: input.ownerEmail,
          ownerName: input.ownerName,
          owner: 'invite',
        });
      } catch (err) {
        if (!(err instanceof StaffAccountError)) throw err;
        throw new AppError(/already exists/.test(err.message) ? 'conflict' : 'invalid', err.message);
      }
      const { invite } = await inviteStaff(
        app.db,
        input.id,
        { id: `operator:${op.id}`, name: `Platform operator: ${op.name}`, email: op.email },
        { email: input.ownerEmail, name: input.ownerName ?? 'Shop Owner', role: 'owner', mode: 'invite' },
      );
      await app.shopsChanged(input.id);
      const [shop] = await shopSummaries(app.db, app.config, { tenantId: input.id });
      // The invite opens in this shop's console: the platform host picks the shop with ?shop=.
      const url = `${invite.url.replace('?', `?shop=${encodeURIComponent(input.id)}&`)}`;
      reply.status(201);
      return ok({ shop: shop!, invite: { email: invite.email, url, expiresAt: invite.expiresAt } });
    },
  );

  app.get(
    '/shops/:id',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'One shop: its summary, domains with the DNS records to create, support sessions',
        params: ShopParams,
        response: { 200: okSchema(ShopDetailSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ok(await detail(request.params.id, true)),
  );

  app.post(
    '/shops/:id/status',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "Change the shop's state with a reason (written in the shop's audit log)",
        params: ShopParams,
        body: ChangeStatusSchema,
        response: {
          200: okSchema(ShopDetailSchema),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const op = await request.requireOperator();
      await changeShopStatusFor(app, {
        tenantId: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
        actor: actorOf(op),
      });
      return ok(await detail(request.params.id));
    },
  );

  app.post(
    '/shops/:id/domains',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Add a domain: the DNS records to create come back; it is checked at once',
        params: ShopParams,
        body: AddDomainSchema,
        response: {
          201: okSchema(
            z.object({ domain: DomainSchema, verified: z.boolean(), reason: z.string().nullable() }),
          ),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const op = await request.requireOperator();
      await detail(request.params.id); // 404 for an unknown shop before anything is written
      const result = await addDomain(domainContext(), {
        tenantId: request.params.id,
        host: request.body.host,
        actor: actorOf(op),
      });
      reply.status(201);
      return ok({ domain: domainDto(result.domain), verified: result.ok, reason: result.reason });
    },
  );

  app.post(
    '/shops/:id/domains/:domainId/verify',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "Check the domain's TXT record now",
        params: DomainParams,
        response: {
          200: okSchema(
            z.object({ domain: DomainSchema, verified: z.boolean(), reason: z.string().nullable() }),
          ),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const op = await request.requireOperator();
      const result = await verifyDomain(domainContext(), {
        tenantId: request.params.id,
        domainId: request.params.domainId,
        actor: actorOf(op),
      });
      return ok({ domain: domainDto(result.domain), verified: result.ok, reason: result.reason });
    },
  );

  app.post(
    '/shops/:id/domains/:domainId/primary',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "Make a verified domain the shop's primary",
        params: DomainParams,
        response: {
          200: okSchema(z.array(DomainSchema)),
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const op = await request.requireOperator();
      await setPrimaryDomain(domainContext(), {
        tenantId: request.params.id,
        domainId: request.params.domainId,
        actor: actorOf(op),
      });
      return ok((await listDomains(app.db, request.params.id)).map(domainDto));
    },
  );

  app.delete(
    '/shops/:id/domains/:domainId',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Remove a domain from the shop',
        params: DomainParams,
        response: { 200: okSchema(z.array(DomainSchema)), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const op = await request.requireOperator();
      await removeDomain(domainContext(), {
        tenantId: request.params.id,
        domainId: request.params.domainId,
        actor: actorOf(op),
      });
      return ok((await listDomains(app.db, request.params.id)).map(domainDto));
    },
  );

  app.post(
    '/shops/:id/support',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          "Open as support: a 30-minute read-only token for the shop's staff GET routes, audited in its log",
        description:
          'Use the token as a bearer token with X-Tenant-ID of the shop on GET /api/v1/… staff routes; any other method, owner routes and other shops refuse it.',
        params: ShopParams,
        body: SupportSessionSchema,
        response: {
          201: okSchema(
            z.object({ id: z.string(), token: z.string(), tenantId: z.string(), expiresAt: z.string() }),
          ),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const op = await request.requireOperator();
      await detail(request.params.id);
      reply.status(201);
      return ok(await openSupportSession(app.db, request.params.id, op, request.body.reason));
    },
  );

  app.get(
    '/shops/:id/export',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          "Export the shop: a .tar.gz with a JSON file per table of the shop's rows, its files and a manifest with checksums",
        description: 'Loads into another deployment with `npm run admin -- import-shop <archive>`.',
        params: ShopParams,
      },
    },
    async (request, reply) => {
      await request.requireOperator();
      await detail(request.params.id); // 404 for an unknown shop
      return sendShopExport(app, reply, request.params.id);
    },
  );
};
