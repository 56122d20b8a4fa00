// The shopper's stock texts (decision 143), apart from stock.ts so the storefront's first page, whose add to
// cart names what is left, does not load zod with the stock schemas.
import { defineMessages } from './i18n.ts';

/** Texts a shopper may read (order creation, the cart): translated (ta/stock.ta.ts). */
export const STOCK_MESSAGES = defineMessages('stock', {
  /** Order creation or the cart asked for more than is left. */
  onlyLeft: (name: string, available: number) =>
    available <= 0 ? `${name} is sold out` : `Only ${available} of ${name} left`,
  soldOutBadge: 'Sold Out',
  fewLeft: (available: number) => `Only ${available} left`,
});
