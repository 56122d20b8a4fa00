import { and, eq } from 'drizzle-orm';
import type { ShippingSettingsRupees } from '@pataka/domain/pricing';
import { pickupLocations, transportProviders } from '../../db/schema/catalogue.ts';
import type { OrderPickupLocation } from '../../db/schema/orders.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { shippingSettingsRupees } from '../company/company.dto.ts';
import { providerOfPickup } from '../company/company.queries.ts';

export type ShopOrderSettings = { shipping: ShippingSettingsRupees; upiId: string | null };

/** The tenant's packing, minimum-order and service-area rules (stored in paise) in rupees. */
export async function loadShopOrderSettings(db: Db, tenantId: string): Promise<ShopOrderSettings> {
  const [row] = await db
    .select({ shipping: companySettings.shippingSettings, upiId: companySettings.upiId })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return {
    upiId: row?.upiId ?? null,
    // A shop without settings charges no packing and has no minimum.
    shipping: shippingSettingsRupees(row?.shipping ?? { packingChargePercent: 0, minimumOrderPaise: 0 }),
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
    .innerJoin(transportProviders, providerOfPickup)
    .where(
      and(
        eq(pickupLocations.tenantId, tenantId),
        eq(pickupLocations.id, id),
        eq(pickupLocations.isActive, true),
      ),
    );
  return row ?? null;
}
