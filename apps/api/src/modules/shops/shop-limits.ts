// A shop's own limits (issue 29, decision 151): SMS per day, products, storage. Kept on the shop's record
// (null = the platform default from config) and enforced where the thing is spent.
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { SHOP_LIFECYCLE_MESSAGES } from '@pataka/domain/shop-lifecycle';
import type { Config } from '../../config.ts';
import { products } from '../../db/schema/catalogue.ts';
import { shopSmsDaily, tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

export type ShopLimits = { smsPerDay: number; maxProducts: number; storageBytes: number };
type Defaults = Pick<Config, 'shopLimitDefaults'>;

/** The shop's limits, with the platform defaults where its record leaves them empty. */
export async function shopLimits(db: Db, config: Defaults, tenantId: string): Promise<ShopLimits> {
  const [row] = await db
    .select({ sms: tenants.smsPerDay, products: tenants.maxProducts, storage: tenants.storageBytes })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const d = config.shopLimitDefaults;
  return {
    smsPerDay: row?.sms ?? d.smsPerDay,
    maxProducts: row?.products ?? d.maxProducts,
    storageBytes: row?.storage ?? d.storageBytes,
  };
}

/** Sets (or, with null, returns to the default) one or more of a shop's limits. */
export async function setShopLimits(
  db: Db,
  tenantId: string,
  limits: Partial<{ smsPerDay: number | null; maxProducts: number | null; storageBytes: number | null }>,
): Promise<void> {
  await db.update(tenants).set(limits).where(eq(tenants.id, tenantId));
}

/** The shop's calendar day in India, 'YYYY-MM-DD': the SMS budget resets at midnight IST. */
export const smsDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** SMS the shop has sent on `now`'s day. */
export async function smsSentToday(db: Db, tenantId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ sent: shopSmsDaily.sent })
    .from(shopSmsDaily)
    .where(and(eq(shopSmsDaily.tenantId, tenantId), eq(shopSmsDaily.day, smsDay(now))));
  return row?.sent ?? 0;
}

/**
 * Takes one SMS from the shop's daily budget before a send, atomically across instances (one upsert that
 * only counts while under the limit). Throws rate_limited with the plain message when the budget is
 * spent. Returns `refund`, for a send the gateway refused (nothing went out, nothing is spent).
 */
export async function reserveSms(
  db: Db,
  config: Defaults,
  tenantId: string,
  now = new Date(),
): Promise<{ refund(): Promise<void> }> {
  const { smsPerDay } = await shopLimits(db, config, tenantId);
  const day = smsDay(now);
  const taken =
    smsPerDay > 0
      ? await db
          .insert(shopSmsDaily)
          .values({ tenantId, day, sent: 1 })
          .onConflictDoUpdate({
            target: [shopSmsDaily.tenantId, shopSmsDaily.day],
            set: { sent: sql`${shopSmsDaily.sent} + 1` },
            setWhere: lt(shopSmsDaily.sent, smsPerDay),
          })
          .returning({ sent: shopSmsDaily.sent })
      : [];
  if (!taken.length) throw new AppError('rate_limited', SHOP_LIFECYCLE_MESSAGES.smsDailyLimit);
  return {
    async refund() {
      await db
        .update(shopSmsDaily)
        .set({ sent: sql`greatest(${shopSmsDaily.sent} - 1, 0)` })
        .where(and(eq(shopSmsDaily.tenantId, tenantId), eq(shopSmsDaily.day, day)));
    },
  };
}

/**
 * Refuses a new product when the shop is at its limit. Call inside the creating transaction: the shop's
 * row is locked, so two creates at once cannot both take the last place.
 */
export async function assertProductRoom(tx: Db, config: Defaults, tenantId: string): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  const { maxProducts } = await shopLimits(tx, config, tenantId);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(products)
    .where(eq(products.tenantId, tenantId));
  if (n >= maxProducts) throw new AppError('conflict', SHOP_LIFECYCLE_MESSAGES.productLimit(maxProducts));
}
