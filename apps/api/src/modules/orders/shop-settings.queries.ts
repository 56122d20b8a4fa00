import { and, eq } from 'drizzle-orm';
import { DEFAULT_PAYMENT_TIMING, PAYMENT_TIMINGS, type PaymentTiming } from '@pataka/domain/payment-timing';
import type { ShippingSettingsRupees } from '@pataka/domain/pricing';
import { pickupLocations, transportProviders } from '../../db/schema/catalogue.ts';
import type { OrderPickupLocation } from '../../db/schema/orders.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { shippingSettingsRupees } from '../company/company.dto.ts';
import { providerOfPickup } from '../company/company.queries.ts';

export type ShopOrderSettings = {
  shipping: ShippingSettingsRupees;
  upiId: string | null;
  paymentTiming: PaymentTiming;
};

/** The stored text as a known timing; anything else reads as the default. */
export const asPaymentTiming = (value: string | null | undefined): PaymentTiming =>
  (PAYMENT_TIMINGS as readonly (string | null | undefined)[]).includes(value)
    ? (value as PaymentTiming)
    : DEFAULT_PAYMENT_TIMING;

/** When the tenant's shoppers see the UPI panel: read once per request that builds order DTOs. */
export async function loadPaymentTiming(db: Db, tenantId: string): Promise<PaymentTiming> {
  const [row] = await db
    .select({ paymentTiming: companySettings.paymentTiming })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return asPaymentTiming(row?.paymentTiming);
}

/** The tenant's packing, minimum-order and service-area rules (stored in paise) in rupees. */
export async function loadShopOrderSettings(db: Db, tenantId: string): Promise<ShopOrderSettings> {
  const [row] = await db
    .select({
      shipping: companySettings.shippingSettings,
      upiId: companySettings.upiId,
      paymentTiming: companySettings.paymentTiming,
    })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return {
    upiId: row?.upiId ?? null,
    paymentTiming: asPaymentTiming(row?.paymentTiming),
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
