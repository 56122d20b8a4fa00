import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { pickupLocations, transportProviders } from '../../db/schema/catalogue.ts';
import { dispatches } from '../../db/schema/dispatch.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { DispatchRow } from './dispatch.dto.ts';

const { tenantId: _tenant, ...dispatchColumns } = getTableColumns(dispatches);

/** Every dispatch of a page of enquiries, oldest first, in one query. */
export function listDispatchRows(db: Db, tenantId: string, orderIds: string[]): Promise<DispatchRow[]> {
  return db
    .select(dispatchColumns)
    .from(dispatches)
    .where(and(eq(dispatches.tenantId, tenantId), inArray(dispatches.orderId, orderIds)))
    .orderBy(asc(dispatches.createdAt), asc(dispatches.id));
}

export async function findDispatchRow(
  db: Db,
  tenantId: string,
  orderId: string,
  dispatchId: string,
): Promise<DispatchRow | null> {
  const [row] = await db
    .select(dispatchColumns)
    .from(dispatches)
    .where(
      and(eq(dispatches.tenantId, tenantId), eq(dispatches.orderId, orderId), eq(dispatches.id, dispatchId)),
    );
  return row ?? null;
}

/** The dispatches booked on one day (YYYY-MM-DD), newest first, with their enquiry's number and contact. */
export function listDispatchesBookedOn(db: Db, tenantId: string, day: string) {
  return db
    .select({
      dispatch: dispatchColumns,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      contactName: orders.contactName,
      contactPhone: orders.contactPhone,
    })
    .from(dispatches)
    .innerJoin(orders, and(eq(orders.tenantId, dispatches.tenantId), eq(orders.id, dispatches.orderId)))
    .where(and(eq(dispatches.tenantId, tenantId), eq(dispatches.bookedOn, day)))
    .orderBy(desc(dispatches.createdAt));
}

/** A transport of this shop, or null. */
export async function findTransport(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: transportProviders.id, name: transportProviders.name })
    .from(transportProviders)
    .where(and(eq(transportProviders.tenantId, tenantId), eq(transportProviders.id, id)));
  return row ?? null;
}

export const branchColumns = {
  id: pickupLocations.id,
  transportProviderId: pickupLocations.transportProviderId,
  transportName: transportProviders.name,
  name: pickupLocations.name,
  address: pickupLocations.address,
  city: pickupLocations.city,
  state: pickupLocations.state,
  zipCode: pickupLocations.zipCode,
  phone: pickupLocations.phone,
  servedStates: pickupLocations.servedStates,
  servedPincodes: pickupLocations.servedPincodes,
};

/** A destination branch (pickup point) of this shop with its transport's name, or null. */
export async function findBranch(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select(branchColumns)
    .from(pickupLocations)
    .innerJoin(
      transportProviders,
      and(
        eq(transportProviders.tenantId, pickupLocations.tenantId),
        eq(transportProviders.id, pickupLocations.transportProviderId),
      ),
    )
    .where(and(eq(pickupLocations.tenantId, tenantId), eq(pickupLocations.id, id)));
  return row ?? null;
}

/** The active branches of active transports (optionally of one transport), for the suggestion. */
export function listActiveBranches(db: Db, tenantId: string, transportProviderId?: string) {
  return db
    .select(branchColumns)
    .from(pickupLocations)
    .innerJoin(
      transportProviders,
      and(
        eq(transportProviders.tenantId, pickupLocations.tenantId),
        eq(transportProviders.id, pickupLocations.transportProviderId),
      ),
    )
    .where(
      and(
        eq(pickupLocations.tenantId, tenantId),
        eq(pickupLocations.isActive, true),
        eq(transportProviders.isActive, true),
        transportProviderId ? eq(pickupLocations.transportProviderId, transportProviderId) : undefined,
      ),
    )
    .orderBy(asc(transportProviders.name), asc(pickupLocations.city), asc(pickupLocations.name));
}
export type BranchRow = Awaited<ReturnType<typeof listActiveBranches>>[number];
