import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PickupLocationInputSchema,
  PickupLocationUpdateSchema,
  TransportProviderInputSchema,
  TransportProviderUpdateSchema,
} from '@pataka/domain/shop-admin';
import { pickupLocations, transportProviders } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { providerOfPickup } from '../company/company.queries.ts';
import { PickupLocationSchema } from '../company/company.schemas.ts';
import { IdParams, changedFields, isUniqueViolation, staffErrors, staffWrite } from './shop-admin-common.ts';

export const PICKUP_NOT_FOUND = 'Pickup location not found';
export const PROVIDER_NOT_FOUND = 'Transport provider not found';
export const providerNameTaken = (name: string) => `A transport provider named ${name} already exists`;
export const providerInUse = (name: string, count: number) =>
  `${name} still has ${count} active pickup point${count === 1 ? '' : 's'}: switch them off or move them to another provider first`;

const AdminPickupSchema = PickupLocationSchema.extend({
  transportProviderId: z.string(),
  transportProviderActive: z.boolean(),
  servedStates: z.array(z.string()).describe('Lower-case state keys this branch serves'),
  servedPincodes: z.array(z.string()),
  createdAt: z.string(),
});
const AdminProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  activeLocations: z.number().int(),
  locationsCount: z.number().int(),
  createdAt: z.string(),
});

const pickupColumns = {
  id: pickupLocations.id,
  transportProviderId: pickupLocations.transportProviderId,
  name: pickupLocations.name,
  address: pickupLocations.address,
  area: pickupLocations.area,
  city: pickupLocations.city,
  state: pickupLocations.state,
  zipCode: pickupLocations.zipCode,
  landmark: pickupLocations.landmark,
  phone: pickupLocations.phone,
  timings: pickupLocations.timings,
  mapUrl: pickupLocations.mapUrl,
  servedStates: pickupLocations.servedStates,
  servedPincodes: pickupLocations.servedPincodes,
  isActive: pickupLocations.isActive,
  createdAt: pickupLocations.createdAt,
  transportProviderName: transportProviders.name,
  transportProviderActive: transportProviders.isActive,
};

function selectPickups(db: Db, tenantId: string, id?: string) {
  return db
    .select(pickupColumns)
    .from(pickupLocations)
    .innerJoin(transportProviders, providerOfPickup)
    .where(and(eq(pickupLocations.tenantId, tenantId), id ? eq(pickupLocations.id, id) : undefined))
    .orderBy(asc(transportProviders.name), asc(pickupLocations.city), asc(pickupLocations.name));
}
type PickupRow = Awaited<ReturnType<typeof selectPickups>>[number];
const pickupView = (r: PickupRow) => ({
  ...r,
  openingHours: r.timings,
  createdAt: r.createdAt.toISOString(),
});

async function findPickup(db: Db, tenantId: string, id: string) {
  const [row] = await selectPickups(db, tenantId, id);
  if (!row) throw notFound(PICKUP_NOT_FOUND);
  return row;
}

function selectProviders(db: Db, tenantId: string, id?: string) {
  return db
    .select({
      id: transportProviders.id,
      name: transportProviders.name,
      isActive: transportProviders.isActive,
      createdAt: transportProviders.createdAt,
      activeLocations:
        sql<number>`count(${pickupLocations.id}) filter (where ${pickupLocations.isActive})`.mapWith(Number),
      locationsCount: sql<number>`count(${pickupLocations.id})`.mapWith(Number),
    })
    .from(transportProviders)
    .leftJoin(
      pickupLocations,
      and(
        eq(pickupLocations.tenantId, transportProviders.tenantId),
        eq(pickupLocations.transportProviderId, transportProviders.id),
      ),
    )
    .where(and(eq(transportProviders.tenantId, tenantId), id ? eq(transportProviders.id, id) : undefined))
    .groupBy(transportProviders.tenantId, transportProviders.id)
    .orderBy(asc(transportProviders.name));
}
type ProviderRow = Awaited<ReturnType<typeof selectProviders>>[number];
const providerView = (r: ProviderRow) => ({ ...r, createdAt: r.createdAt.toISOString() });

async function findProvider(db: Db, tenantId: string, id: string) {
  const [row] = await selectProviders(db, tenantId, id);
  if (!row) throw notFound(PROVIDER_NOT_FOUND);
  return row;
}

/** A pickup point must belong to a provider of this shop: a bad id is the request's fault (400). */
async function assertProviderOfShop(db: Db, tenantId: string, providerId: string) {
  // FOR SHARE: a provider being deleted at this moment waits for this point, or this point for it.
  const [row] = await db
    .select({ id: transportProviders.id })
    .from(transportProviders)
    .where(and(eq(transportProviders.tenantId, tenantId), eq(transportProviders.id, providerId)))
    .for('share');
  if (!row) throw invalid(`transportProviderId: ${PROVIDER_NOT_FOUND}`);
}

async function assertProviderNameFree(db: Db, tenantId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: transportProviders.id })
    .from(transportProviders)
    .where(
      and(
        eq(transportProviders.tenantId, tenantId),
        sql`lower(${transportProviders.name}) = lower(${name})`,
        exceptId ? ne(transportProviders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError('conflict', providerNameTaken(name));
}

async function withNameConflict<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', providerNameTaken(name));
    throw err;
  }
}

type PickupEditable = Omit<
  PickupRow,
  'id' | 'createdAt' | 'transportProviderName' | 'transportProviderActive'
>;
const pickupEditable = ({
  id: _id,
  createdAt: _c,
  transportProviderName: _n,
  transportProviderActive: _a,
  ...rest
}: PickupRow): PickupEditable => rest;

export const pickupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff: pickup points'];

  app.get(
    '/admin/company/pickup-locations',
    {
      schema: {
        tags,
        summary: 'Every pickup point, switched-off ones too, with its provider (staff)',
        response: { 200: okSchema(z.array(AdminPickupSchema)), ...staffErrors },
      },
    },
    async (request) => ok((await selectPickups(app.db, request.tenant.id)).map(pickupView)),
  );

  app.post(
    '/company/pickup-locations',
    {
      schema: {
        tags,
        summary: 'Add a pickup point to a transport provider (staff, audited)',
        body: PickupLocationInputSchema,
        response: { 201: okSchema(AdminPickupSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = randomUUID();
      const b = request.body;
      const values: PickupEditable = {
        transportProviderId: b.transportProviderId,
        name: b.name,
        address: b.address,
        area: b.area ?? null,
        city: b.city,
        state: b.state,
        zipCode: b.zipCode ?? null,
        landmark: b.landmark ?? null,
        phone: b.phone ?? null,
        timings: b.timings ?? null,
        mapUrl: b.mapUrl ?? null,
        servedStates: b.servedStates ?? [],
        servedPincodes: b.servedPincodes ?? [],
        isActive: b.isActive ?? true,
      };
      const row = await staffWrite(app, request, async (tx, staff, tenantId) => {
        await assertProviderOfShop(tx, tenantId, values.transportProviderId);
        await tx.insert(pickupLocations).values({ tenantId, id, ...values });
        const created = await findPickup(tx, tenantId, id);
        await recordAudit(tx, tenantId, staff, {
          action: 'pickup.create',
          entityType: 'pickup_location',
          entityId: id,
          summary: `Pickup point ${values.name}, ${values.city} (${created.transportProviderName})`,
          after: values,
        });
        return created;
      });
      reply.status(201);
      return ok(pickupView(row));
    },
  );

  app.put(
    '/company/pickup-locations/:id',
    {
      schema: {
        tags,
        summary: 'Change a pickup point: send only what changes (staff, audited)',
        params: IdParams,
        body: PickupLocationUpdateSchema,
        response: { 200: okSchema(AdminPickupSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await staffWrite(app, request, async (tx, staff, tenantId) => {
        const before = pickupEditable(await findPickup(tx, tenantId, id));
        const after: PickupEditable = { ...before };
        for (const [key, value] of Object.entries(request.body)) {
          if (value !== undefined) (after as Record<string, unknown>)[key] = value;
        }
        if (after.transportProviderId !== before.transportProviderId) {
          await assertProviderOfShop(tx, tenantId, after.transportProviderId);
        }
        await tx
          .update(pickupLocations)
          .set(after)
          .where(and(eq(pickupLocations.tenantId, tenantId), eq(pickupLocations.id, id)));
        const diff = changedFields(before, after);
        await recordAudit(tx, tenantId, staff, {
          action: 'pickup.update',
          entityType: 'pickup_location',
          entityId: id,
          summary: `Pickup point ${after.name}: ${diff.keys.join(', ') || 'no change'}`,
          before: diff.before,
          after: diff.after,
        });
        return findPickup(tx, tenantId, id);
      });
      return ok(pickupView(row));
    },
  );

  app.delete(
    '/company/pickup-locations/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a pickup point (staff, audited). Enquiries keep their own copy of the point they chose.',
        params: IdParams,
        response: { 200: okSchema(z.object({ id: z.string(), deleted: z.literal(true) })), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffWrite(app, request, async (tx, staff, tenantId) => {
        const before = await findPickup(tx, tenantId, id);
        await tx
          .delete(pickupLocations)
          .where(and(eq(pickupLocations.tenantId, tenantId), eq(pickupLocations.id, id)));
        await recordAudit(tx, tenantId, staff, {
          action: 'pickup.delete',
          entityType: 'pickup_location',
          entityId: id,
          summary: `Pickup point ${before.name}, ${before.city} deleted`,
          before: pickupEditable(before),
        });
      });
      return ok({ id, deleted: true as const });
    },
  );

  app.get(
    '/admin/company/transport-providers',
    {
      schema: {
        tags,
        summary: 'Every transport provider, switched-off ones too, with its pickup point counts (staff)',
        response: { 200: okSchema(z.array(AdminProviderSchema)), ...staffErrors },
      },
    },
    async (request) => ok((await selectProviders(app.db, request.tenant.id)).map(providerView)),
  );

  app.post(
    '/company/transport-providers',
    {
      schema: {
        tags,
        summary: 'Add a transport provider (staff, audited); names are unique per shop, any case',
        body: TransportProviderInputSchema,
        response: { 201: okSchema(AdminProviderSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      const id = randomUUID();
      const values = { name: request.body.name, isActive: request.body.isActive ?? true };
      const row = await withNameConflict(values.name, () =>
        staffWrite(app, request, async (tx, staff, tenantId) => {
          await assertProviderNameFree(tx, tenantId, values.name);
          await tx.insert(transportProviders).values({ tenantId, id, ...values });
          await recordAudit(tx, tenantId, staff, {
            action: 'transport.create',
            entityType: 'transport_provider',
            entityId: id,
            summary: `Transport provider ${values.name}`,
            after: values,
          });
          return findProvider(tx, tenantId, id);
        }),
      );
      reply.status(201);
      return ok(providerView(row));
    },
  );

  app.put(
    '/company/transport-providers/:id',
    {
      schema: {
        tags,
        summary: 'Rename or switch a transport provider on/off (staff, audited)',
        params: IdParams,
        body: TransportProviderUpdateSchema,
        response: { 200: okSchema(AdminProviderSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await withNameConflict(request.body.name ?? '', () =>
        staffWrite(app, request, async (tx, staff, tenantId) => {
          const current = await findProvider(tx, tenantId, id);
          const before = { name: current.name, isActive: current.isActive };
          const after = {
            name: request.body.name ?? before.name,
            isActive: request.body.isActive ?? before.isActive,
          };
          if (after.name.toLowerCase() !== before.name.toLowerCase()) {
            await assertProviderNameFree(tx, tenantId, after.name, id);
          }
          await tx
            .update(transportProviders)
            .set(after)
            .where(and(eq(transportProviders.tenantId, tenantId), eq(transportProviders.id, id)));
          const diff = changedFields(before, after);
          await recordAudit(tx, tenantId, staff, {
            action: 'transport.update',
            entityType: 'transport_provider',
            entityId: id,
            summary: `Transport provider ${after.name}: ${diff.keys.join(', ') || 'no change'}`,
            before: diff.before,
            after: diff.after,
          });
          return findProvider(tx, tenantId, id);
        }),
      );
      return ok(providerView(row));
    },
  );

  app.delete(
    '/company/transport-providers/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a transport provider (staff, audited). Refused (409) while it has active pickup points; its switched-off points go with it.',
        params: IdParams,
        response: { 200: okSchema(z.object({ id: z.string(), deleted: z.literal(true) })), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffWrite(app, request, async (tx, staff, tenantId) => {
        await tx
          .select({ id: transportProviders.id })
          .from(transportProviders)
          .where(and(eq(transportProviders.tenantId, tenantId), eq(transportProviders.id, id)))
          .for('update');
        const before = await findProvider(tx, tenantId, id);
        if (before.activeLocations > 0) {
          throw new AppError('conflict', providerInUse(before.name, before.activeLocations));
        }
        const removed = await tx
          .delete(pickupLocations)
          .where(and(eq(pickupLocations.tenantId, tenantId), eq(pickupLocations.transportProviderId, id)))
          .returning({ id: pickupLocations.id, name: pickupLocations.name });
        await tx
          .delete(transportProviders)
          .where(and(eq(transportProviders.tenantId, tenantId), eq(transportProviders.id, id)));
        await recordAudit(tx, tenantId, staff, {
          action: 'transport.delete',
          entityType: 'transport_provider',
          entityId: id,
          summary: `Transport provider ${before.name} deleted${removed.length ? ` with ${removed.length} switched-off pickup point(s)` : ''}`,
          before: { name: before.name, isActive: before.isActive, pickupPoints: removed },
        });
      });
      return ok({ id, deleted: true as const });
    },
  );
};
