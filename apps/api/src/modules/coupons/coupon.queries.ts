import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';

export const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  descriptionTa: coupons.descriptionTa,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  minimumOrderPaise: coupons.minimumOrderPaise,
  maximumDiscountPaise: coupons.maximumDiscountPaise,
  validFrom: coupons.validFrom,
  validTo: coupons.validTo,
  usageLimit: coupons.usageLimit,
  usageCount: coupons.usageCount,
  perCustomerLimit: coupons.perCustomerLimit,
  isActive: coupons.isActive,
  firstTimeOnly: coupons.firstTimeOnly,
  applicableProducts: coupons.applicableProducts,
  applicableCategories: coupons.applicableCategories,
  customerTiers: coupons.customerTiers,
};
export type CouponRow = Pick<typeof coupons.$inferSelect, keyof typeof couponColumns>;

/** Codes are matched case-insensitively ('diwali10' finds DIWALI10); public or not, a code works. */
export async function findCouponByCode(db: Db, tenantId: string, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), sql`lower(${coupons.code}) = lower(${code.trim()})`))
    .orderBy(asc(coupons.createdAt))
    .limit(1);
  return row ?? null;
}

/** The coupon an enquiry took (by id: a later rename of its code does not lose it). */
export async function findCouponById(db: Db, tenantId: string, id: string): Promise<CouponRow | null> {
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.id, id)));
  return row ?? null;
}

/** Active, public coupons inside their window and below their usage limit, at `now`. */
export function listPublicActiveCoupons(db: Db, tenantId: string, now: Date): Promise<CouponRow[]> {
  return db
    .select(couponColumns)
    .from(coupons)
    .where(
      and(
        eq(coupons.tenantId, tenantId),
        eq(coupons.isActive, true),
        eq(coupons.isPublic, true),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validTo), gt(coupons.validTo, now)),
        or(isNull(coupons.usageLimit), sql`${coupons.usageCount} < ${coupons.usageLimit}`),
      ),
    )
    .orderBy(asc(coupons.minimumOrderPaise), asc(coupons.code));
}

export async function countCustomerRedemptions(
  db: Db,
  tenantId: string,
  couponId: string,
  customerId: string,
  /** An enquiry being edited: its own redemption is not counted. */
  exceptOrderId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.tenantId, tenantId),
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.customerId, customerId),
        exceptOrderId ? ne(couponRedemptions.orderId, exceptOrderId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes one use of the coupon if any is left: one conditional UPDATE, so concurrent enquiries can never
 * take more uses than the limit (each waits for the row lock, then re-checks the condition).
 * Returns the new count, or null when the limit was already reached.
 */
export async function takeCouponUse(
  tx: Db,
  tenantId: string,
  couponId: string,
): Promise<{ usageCount: number; usageLimit: number | null } | null> {
  const [row] = await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(
      and(
        eq(coupons.tenantId, tenantId),
        eq(coupons.id, couponId),
        or(isNull(coupons.usageLimit), sql`${coupons.usageCount} < ${coupons.usageLimit}`),
      ),
    )
    .returning({ usageCount: coupons.usageCount, usageLimit: coupons.usageLimit });
  return row ?? null;
}

/** Gives back the use an enquiry took (it was cancelled): drops its redemption and decrements the count. */
export async function releaseCouponUse(tx: Db, tenantId: string, orderId: string): Promise<boolean> {
  const [redemption] = await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.tenantId, tenantId), eq(couponRedemptions.orderId, orderId)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!redemption) return false;
  await tx
    .update(coupons)
    .set({ usageCount: sql`greatest(${coupons.usageCount} - 1, 0)` })
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.id, redemption.couponId)));
  return true;
}
