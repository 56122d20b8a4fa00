import { and, eq } from 'drizzle-orm';
import type { ShippingSettingsRupees } from '@pataka/domain/pricing';
import { toRupees } from '@pataka/domain/money';
import { pickupLocations, transportProviders } from '../../db/schema/catalogue.ts';
import type { OrderPickupLocation } from '../../db/schema/orders.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';

export type ShopOrderSettings = { shipping: ShippingSettingsRupees; upiId: string | null };

/** The tenant's packing, minimum-order and service-area rules (stored in paise) in rupees. */
export async function loadShopOrderSettings(db: Db, tenantId: string): Promise<ShopOrderSettings> {
  const [row] = await db
    .select({ shipping: companySettings.shippingSettings, upiId: companySettings.upiId })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  const s = row?.shipping;
  return {
    upiId: row?.upiId ?? null,
    shipping: {
      packingChargePercent: s?.packingChargePercent ?? 0,
      minimumOrderAmount: toRupees(s?.minimumOrderPaise ?? 0),
      stateMinimums: s?.stateMinimumsPaise
        ? Object.fromEntries(Object.entries(s.stateMinimumsPaise).map(([k, v]) => [k, toRupees(v)]))
        : undefined,
      unservedStates: s?.unservedStates,
      unservedPincodes: s?.unservedPincodes,
    },
  };
}

/** An active pickup location of this tenant, as the snapshot stored on the enquiry. */
export async function findPickupSnapshot(
  db: Db,
  tenantId: string,
  id: string,
): Promise<OrderPickupLocation | null> {
  const [row] = await db
    .select({
      id: pickupLocations.id,
      name: pickupLocations.name,
      address: pickupLocations.address,
      city: pickupLocations.city,
      state: pickupLocations.state,
      phone: pickupLocations.phone,
      transportProviderName: transportProviders.name,
    })
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
        eq(pickupLocations.id, id),
        eq(pickupLocations.isActive, true),
      ),
    );
  return row ?? null;
}
