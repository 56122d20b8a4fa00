import { and, eq, inArray } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue.ts';
import { abandonedCarts, type CartItem } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';

const cartColumns = {
  customerId: abandonedCarts.customerId,
  items: abandonedCarts.items,
  totalAmountPaise: abandonedCarts.totalAmountPaise,
  metadata: abandonedCarts.metadata,
  lastUpdated: abandonedCarts.lastUpdated,
};
export type CartRow = { [K in keyof typeof cartColumns]: (typeof abandonedCarts.$inferSelect)[K] };

const ofCustomer = (tenantId: string, customerId: string) =>
  and(eq(abandonedCarts.tenantId, tenantId), eq(abandonedCarts.customerId, customerId));

export async function findCart(db: Db, tenantId: string, customerId: string): Promise<CartRow | null> {
  const [row] = await db.select(cartColumns).from(abandonedCarts).where(ofCustomer(tenantId, customerId));
  return row ?? null;
}

export async function saveCart(
  db: Db,
  tenantId: string,
  customerId: string,
  cart: { items: CartItem[]; totalAmountPaise: number; metadata: Record<string, unknown> },
): Promise<CartRow> {
  const values = { ...cart, lastUpdated: new Date() };
  const [row] = await db
    .insert(abandonedCarts)
    .values({ tenantId, customerId, ...values })
    .onConflictDoUpdate({ target: [abandonedCarts.tenantId, abandonedCarts.customerId], set: values })
    .returning(cartColumns);
  return row!;
}

export async function deleteCart(db: Db, tenantId: string, customerId: string): Promise<boolean> {
  const rows = await db
    .delete(abandonedCarts)
    .where(ofCustomer(tenantId, customerId))
    .returning({ customerId: abandonedCarts.customerId });
  return rows.length > 0;
}

/** The active products of this shop among the ids, with what a cart line copies from them. */
export function findActiveProducts(db: Db, tenantId: string, ids: string[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      sku: products.sku,
      image: products.image,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids), eq(products.status, 'active')));
}
