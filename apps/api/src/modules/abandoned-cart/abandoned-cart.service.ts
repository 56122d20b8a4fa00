import { CART_MAX_QUANTITY } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import type { AbandonedCart } from '@pataka/domain/api-types';
import type { CartItem } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { toAbandonedCart } from './abandoned-cart.dto.ts';
import { findActiveProducts, saveCart } from './abandoned-cart.queries.ts';

export type CartInput = {
  items: { productId: string; quantity: number }[];
  metadata?: { source?: string | undefined } | undefined;
};

/** Same product twice becomes one line; the sum is capped like any cart line (§5). */
export function mergeLines(items: CartInput['items']): Map<string, number> {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of items) {
    merged.set(productId, Math.min(CART_MAX_QUANTITY, (merged.get(productId) ?? 0) + quantity));
  }
  return merged;
}

/**
 * Replaces the customer's saved cart. Names, SKUs, images and prices come from this shop's active
 * products, never from the client; a product that is unknown, of another shop or inactive is refused.
 */
export async function replaceCart(
  db: Db,
  tenantId: string,
  customerId: string,
  input: CartInput,
): Promise<AbandonedCart> {
  const lines = mergeLines(input.items);
  const found = lines.size ? await findActiveProducts(db, tenantId, [...lines.keys()]) : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const items: CartItem[] = [...lines].map(([productId, quantity]) => {
    const product = byId.get(productId);
    if (!product) throw notFound(MESSAGES.productNotFound);
    return {
      productId,
      productName: product.name,
      quantity,
      pricePaise: product.pricePaise,
      productSku: product.sku,
      productImage: product.image,
    };
  });
  const totalAmountPaise = items.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
  const metadata = input.metadata?.source ? { source: input.metadata.source } : {};
  return toAbandonedCart(await saveCart(db, tenantId, customerId, { items, totalAmountPaise, metadata }));
}
