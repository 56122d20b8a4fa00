import { and, asc, count, eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue.ts';
import { wishlistItems } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';

/** Favourite product ids in the order they were added; products no longer on sale are left out. */
export async function listWishlistProductIds(
  db: Db,
  tenantId: string,
  customerId: string,
): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(
      products,
      and(eq(products.tenantId, wishlistItems.tenantId), eq(products.id, wishlistItems.productId)),
    )
    .where(
      and(
        eq(wishlistItems.tenantId, tenantId),
        eq(wishlistItems.customerId, customerId),
        eq(products.status, 'active'),
      ),
    )
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
  return rows.map((r) => r.productId);
}

export async function countWishlistItems(db: Db, tenantId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.tenantId, tenantId), eq(wishlistItems.customerId, customerId)));
  return row?.n ?? 0;
}

/** The product's status in this tenant, or null when it has no such product. */
export async function findProductStatus(db: Db, tenantId: string, productId: string) {
  const [row] = await db
    .select({ status: products.status })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  return row?.status ?? null;
}

export async function addWishlistItem(db: Db, tenantId: string, customerId: string, productId: string) {
  await db.insert(wishlistItems).values({ tenantId, customerId, productId }).onConflictDoNothing();
}

export async function removeWishlistItem(db: Db, tenantId: string, customerId: string, productId: string) {
  await db
    .delete(wishlistItems)
    .where(
      and(
        eq(wishlistItems.tenantId, tenantId),
        eq(wishlistItems.customerId, customerId),
        eq(wishlistItems.productId, productId),
      ),
    );
}
