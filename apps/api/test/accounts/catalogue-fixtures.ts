import { and, asc, eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/catalogue.ts';
import type { Db } from '../../src/db/types.ts';

/** Active products of a seeded shop, with what a cart line copies. */
export async function activeProducts(db: Db, tenantId: string, count: number) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      sku: products.sku,
      image: products.image,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, 'active')))
    .orderBy(asc(products.id))
    .limit(count);
  if (rows.length < count) throw new Error(`shop ${tenantId} has fewer than ${count} active products`);
  return rows;
}

/** Takes one product off sale in this test file's own database and returns it. */
export async function deactivateOne(db: Db, tenantId: string, id: string) {
  await db
    .update(products)
    .set({ status: 'inactive' })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
}
