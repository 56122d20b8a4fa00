import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { availableStock } from '@pataka/domain/stock';
import { STOCK_MESSAGES } from '@pataka/domain/stock-messages';
import { products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * A new enquiry may ask for at most what is available of each counted product (decision 143). This is
 * the shopper's answer at submit time; nothing is reserved until staff confirm, when the count is taken
 * again under a lock.
 */
export async function assertStockAvailable(
  tx: Db,
  tenantId: string,
  lines: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<void> {
  if (lines.length === 0) return;
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      onHand: products.stockQuantity,
      reserved: products.stockReserved,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        isNotNull(products.stockQuantity),
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const line of lines) {
    const row = byId.get(line.productId);
    if (!row) continue;
    const available = availableStock(row) ?? 0;
    if (line.quantity > available)
      throw new AppError('invalid', STOCK_MESSAGES.onlyLeft(row.name, available));
  }
}
