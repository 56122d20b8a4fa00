import { and, eq, inArray } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@pataka/domain/limits';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { products } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';

export type RequestedLine = { productId: string; quantity: number; productName?: string | undefined };

export type PricedLine = {
  productId: string;
  productName: string;
  productImage: string | null;
  sku: string;
  categoryId: string | null;
  unitPricePaise: number;
  quantity: number;
  totalPaise: number;
};

/** One line per product, quantities added, first-seen order kept; a merged quantity above 99 is refused. */
export function mergeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const seen = merged.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else merged.set(line.productId, { ...line });
  }
  for (const line of merged.values()) {
    if (line.quantity > CART_MAX_QUANTITY) {
      throw new AppError(
        'invalid',
        ORDER_MESSAGES.mergedQuantityTooLarge(line.productName ?? line.productId),
      );
    }
  }
  return [...merged.values()];
}

/**
 * Prices merged lines with the shop's own data: what the client said a product costs is never read.
 * A product of another shop is simply not found here, because every lookup is scoped by tenant.
 */
export async function priceLines(
  db: Db,
  tenantId: string,
  lines: readonly RequestedLine[],
  /**
   * Quantities an enquiry being edited already holds, by product: a sold-out product may stay on it at
   * that quantity or less (it was reserved on the call), but cannot be added or increased.
   */
  alreadyOrdered: ReadonlyMap<string, number> = new Map(),
): Promise<PricedLine[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      image: products.image,
      medias: products.medias,
      pricePaise: products.pricePaise,
      status: products.status,
      inStock: products.inStock,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));

  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product || product.status !== 'active') {
      throw new AppError(
        'invalid',
        ORDER_MESSAGES.productNotFound(product?.name ?? line.productName ?? line.productId),
      );
    }
    if (!product.inStock && line.quantity > (alreadyOrdered.get(product.id) ?? 0)) {
      throw new AppError('invalid', ORDER_MESSAGES.productSoldOut(product.name));
    }
    return {
      productId: product.id,
      productName: product.name,
      productImage: product.image ?? product.medias.find((m) => m.type === 'image')?.url ?? null,
      sku: product.sku,
      categoryId: product.categoryId,
      unitPricePaise: product.pricePaise,
      quantity: line.quantity,
      totalPaise: product.pricePaise * line.quantity,
    };
  });
}
