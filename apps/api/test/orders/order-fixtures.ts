import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { categories, pickupLocations, products, transportProviders } from '../../src/db/schema/catalogue.ts';
import { coupons } from '../../src/db/schema/orders.ts';
import { companySettings, type ShippingSettings } from '../../src/db/schema/tenants.ts';
import type { Db } from '../../src/db/types.ts';

export const SHOP_UPI_ID = 'uniquecrackers@okaxis';

/** Packing 3 %, minimum ₹1,000 (Tamil Nadu ₹500), Kerala and pincode 999999 not served. */
export const TEST_SHIPPING: ShippingSettings = {
  packingChargePercent: 3,
  minimumOrderPaise: 100_000,
  stateMinimumsPaise: { 'tamil nadu': 50_000 },
  unservedStates: ['Kerala'],
  unservedPincodes: ['999999'],
};

export type Catalogue = Awaited<ReturnType<typeof seedOrderCatalogue>>;

/** Products, a pickup point and shop settings of one tenant, with ids unique to this call. */
export async function seedOrderCatalogue(db: Db, tenantId: string) {
  const tag = randomUUID().slice(0, 8);
  await db
    .update(companySettings)
    .set({ shippingSettings: TEST_SHIPPING, upiId: SHOP_UPI_ID })
    .where(eq(companySettings.tenantId, tenantId));
  const categoryId = `cat-${tag}`;
  await db
    .insert(categories)
    .values({ tenantId, id: categoryId, name: `Rockets ${tag}`, slug: `rockets-${tag}` });
  const product = (key: string, pricePaise: number, extra: Partial<typeof products.$inferInsert> = {}) => ({
    tenantId,
    id: `p-${key}-${tag}`,
    name: `${key} ${tag}`,
    slug: `${key}-${tag}`,
    sku: `SKU-${key}-${tag}`,
    pricePaise,
    image: `/media/${key}.svg`,
    categoryId,
    ...extra,
  });
  const rows = {
    rocket: product('rocket', 40_000),
    flowerPot: product('flower-pot', 100_050),
    soldOut: product('sold-out', 10_000, { inStock: false }),
    inactive: product('inactive', 10_000, { status: 'inactive' }),
  };
  await db.insert(products).values(Object.values(rows));
  const providerId = `tp-${tag}`;
  await db.insert(transportProviders).values({ tenantId, id: providerId, name: `KPN ${tag}` });
  const pickupId = `pl-${tag}`;
  await db.insert(pickupLocations).values({
    tenantId,
    id: pickupId,
    transportProviderId: providerId,
    name: 'KPN Koyambedu',
    address: 'Bay 12, Omni Bus Stand',
    city: 'Chennai',
    state: 'Tamil Nadu',
    phone: '9876543210',
  });
  return {
    rocket: rows.rocket,
    flowerPot: rows.flowerPot,
    soldOut: rows.soldOut,
    inactive: rows.inactive,
    categoryId,
    pickupId,
    providerName: `KPN ${tag}`,
  };
}

/** A coupon with exactly these fields; a seeded coupon of the same code is replaced, so tests own their data. */
export async function insertCoupon(
  db: Db,
  tenantId: string,
  fields: Partial<typeof coupons.$inferInsert> & { code: string },
) {
  const id = randomUUID();
  await db
    .delete(coupons)
    .where(and(eq(coupons.tenantId, tenantId), sql`lower(${coupons.code}) = lower(${fields.code})`));
  await db.insert(coupons).values({ tenantId, id, discountType: 'percentage', discountValue: 10, ...fields });
  return id;
}

export const deliveryAddress = {
  name: 'Lakshmi Narayanan',
  phone: '9876543210',
  street: '12, Car Street, Ward 4',
  city: 'Madurai',
  state: 'Karnataka',
  zipCode: '625001',
  country: 'India',
};

/** A valid enquiry body for `lines` [productId, quantity]; client prices are deliberately absurd. */
export function orderBody(lines: Array<[string, number]>, extra: Record<string, unknown> = {}) {
  return {
    items: lines.map(([productId, quantity]) => ({
      productId,
      productName: 'Client says',
      sku: 'X',
      quantity,
      price: 1,
      subtotal: quantity,
      image: '/x.png',
    })),
    shippingAddress: deliveryAddress,
    billingAddress: deliveryAddress,
    paymentMethod: 'upi',
    customerNotes: 'Please call before delivery',
    couponCode: '',
    source: 'web',
    shipping: 0,
    tax: 0,
    discount: 999,
    packing: 0,
    ...extra,
  };
}
