import { z } from 'zod';
import { toRupees } from '@pataka/domain/money';
import type { AbandonedCart } from '@pataka/domain/api-types';
import type { CartRow } from './abandoned-cart.queries.ts';

export const AbandonedCartResponseSchema = z.object({
  customerId: z.string(),
  items: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      price: z.number().describe('Rupees, from the product at the time of saving'),
      productSku: z.string(),
      productImage: z.string().nullable(),
    }),
  ),
  totalAmount: z.number().describe('Rupees, recomputed by the server'),
  lastUpdated: z.string(),
  metadata: z.object({ source: z.string().optional() }),
});

export const toAbandonedCart = (row: CartRow): AbandonedCart => ({
  customerId: row.customerId,
  items: row.items.map((i) => ({
    productId: i.productId,
    productName: i.productName,
    quantity: i.quantity,
    price: toRupees(i.pricePaise),
    productSku: i.productSku,
    productImage: i.productImage,
  })),
  totalAmount: toRupees(row.totalAmountPaise),
  lastUpdated: row.lastUpdated.toISOString(),
  metadata: typeof row.metadata.source === 'string' ? { source: row.metadata.source } : {},
});
