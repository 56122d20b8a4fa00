// Stock that counts (decision 143): on hand, reserved by confirmed enquiries, available = on hand −
// reserved, never below zero. Rules, limits and texts shared by the API, the storefront and the console.
import { z } from 'zod';

/** The largest count a shop may keep of one product (a lorry-load of gift boxes, with room to spare). */
export const STOCK_MAX = 1_000_000;
/** A reason for a hand adjustment: long enough for "damaged in rain, 3 cases written off". */
export const STOCK_REASON_MAX = 200;

/** What a product has: on hand null = the shop does not count this product (sold while in stock). */
export type StockCounts = { onHand: number | null; reserved: number };

/** Units a shopper may still enquire for and staff may still confirm; null when not counted. */
export function availableStock({ onHand, reserved }: StockCounts): number | null {
  return onHand === null ? null : Math.max(onHand - reserved, 0);
}

/** Staff's "sold out" switch and the count together: a counted product with nothing available is sold out. */
export function isInStock(inStockFlag: boolean, counts: StockCounts): boolean {
  const available = availableStock(counts);
  return inStockFlag && (available === null || available > 0);
}

/** At or below the shop's level for this product (and counted): the console's "Low stock". */
export function isLowStock(counts: StockCounts, lowStockLevel: number | null): boolean {
  const available = availableStock(counts);
  return available !== null && lowStockLevel !== null && available <= lowStockLevel;
}

/** The ledger's kinds of movement, with the words staff read in the ledger. */
export const STOCK_MOVEMENT_LABELS = {
  reserve: 'Reserved for enquiry',
  release: 'Released from enquiry',
  take_out: 'Dispatched',
  adjust: 'Adjusted by hand',
  import: 'Price-list import',
} as const;
export type StockMovementKind = keyof typeof STOCK_MOVEMENT_LABELS;

const count = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be below 0`)
    .max(STOCK_MAX, `${field} can be at most ${STOCK_MAX.toLocaleString('en-IN')}`);

/**
 * A hand adjustment: either the counted on-hand figure ("set", after a stock-take) or units received or
 * written off ("add", negative to take away); a reason is required, because the ledger must say why.
 * `onHand: null` in set mode stops counting the product.
 */
export const StockAdjustSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('set'),
    onHand: count('On hand').nullable(),
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, 'Reason is required')
      .max(STOCK_REASON_MAX, `Reason can be at most ${STOCK_REASON_MAX} characters`),
  }),
  z.object({
    mode: z.literal('add'),
    quantity: z
      .number({ error: 'Quantity must be a whole number' })
      .int('Quantity must be a whole number')
      .min(-STOCK_MAX, 'Quantity is too large')
      .max(STOCK_MAX, 'Quantity is too large')
      .refine((n) => n !== 0, 'Quantity cannot be 0'),
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, 'Reason is required')
      .max(STOCK_REASON_MAX, `Reason can be at most ${STOCK_REASON_MAX} characters`),
  }),
]);
export type StockAdjust = z.infer<typeof StockAdjustSchema>;

/** The per-product alert level; null = no alert. */
export const LowStockLevelSchema = count('Low-stock level').nullable();

// With the shopper's texts, without zod: the console's product list shows counts without loading the
// stock schemas (decision 148). Re-exported so the API's imports stay as they are.
export { STOCK_STAFF_MESSAGES } from './stock-messages.ts';
