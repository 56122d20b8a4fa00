import { and, eq, inArray } from 'drizzle-orm';
import { toRupees } from '@pataka/domain/money';
import { products } from '../../db/schema/catalogue.ts';
import { customers } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';
import { mergeLines, priceLines, type RequestedLine } from '../orders/order-lines.ts';
import { hasEarlierEnquiry } from '../orders/order.queries.ts';
import { toCouponDto, type CouponDto } from './coupon.dto.ts';
import { countCustomerRedemptions, findCouponByCode, type CouponRow } from './coupon.queries.ts';
import { evaluateCoupon, type CouponEvaluation } from './coupon-rules.ts';

/** Who is asking. A signed-in customer's tier and history come from the database, never from the body. */
export type CouponAsker =
  | { kind: 'customer'; customerId: string }
  | { kind: 'guest'; customerTier: string | null; isFirstTimeCustomer: boolean };

async function askerFacts(db: Db, tenantId: string, asker: CouponAsker, coupon: CouponRow | null) {
  if (asker.kind === 'guest') {
    return {
      customerTier: asker.customerTier,
      isFirstTimeCustomer: asker.isFirstTimeCustomer,
      timesUsedByCustomer: 0,
    };
  }
  const [customer] = await db
    .select({ tier: customers.tier })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, asker.customerId)));
  return {
    customerTier: customer?.tier ?? null,
    isFirstTimeCustomer: !(await hasEarlierEnquiry(db, tenantId, asker.customerId)),
    timesUsedByCustomer: coupon
      ? await countCustomerRedemptions(db, tenantId, coupon.id, asker.customerId)
      : 0,
  };
}

/** Categories of the given products, looked up in this shop, added to what the client named. */
async function categoriesOf(db: Db, tenantId: string, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...productIds])));
  return rows.flatMap((r) => (r.categoryId ? [r.categoryId] : []));
}

export type CouponCheckInput = {
  code: string;
  orderTotal: number;
  productIds: readonly string[];
  categoryIds: readonly string[];
  asker: CouponAsker;
};

export async function checkCoupon(
  db: Db,
  tenantId: string,
  input: CouponCheckInput,
): Promise<{ coupon: CouponDto | null; evaluation: CouponEvaluation }> {
  const row = await findCouponByCode(db, tenantId, input.code);
  const facts = await askerFacts(db, tenantId, input.asker, row);
  const categoryIds = [
    ...new Set([...input.categoryIds, ...(await categoriesOf(db, tenantId, input.productIds))]),
  ];
  const evaluation = evaluateCoupon(row, {
    orderAmount: input.orderTotal,
    productIds: input.productIds,
    categoryIds,
    ...facts,
    now: new Date(),
  });
  return { coupon: row ? toCouponDto(row) : null, evaluation };
}

/** The goods total from the shop's own prices (what /coupons/apply computes on when items are given). */
export async function serverSubtotal(db: Db, tenantId: string, items: readonly RequestedLine[]) {
  const lines = await priceLines(db, tenantId, mergeLines(items));
  return {
    amount: toRupees(lines.reduce((sum, l) => sum + l.totalPaise, 0)),
    productIds: lines.map((l) => l.productId),
  };
}
