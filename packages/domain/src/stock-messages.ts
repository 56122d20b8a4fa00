// The stock texts (decision 143), apart from stock.ts so the storefront's first page, whose add to cart
// names what is left, and the console's product list (decision 148) do not load zod with the stock schemas.
import { defineMessages } from './i18n.ts';

/** Texts a shopper may read (order creation, the cart): translated (ta/stock.ta.ts). */
export const STOCK_MESSAGES = defineMessages('stock', {
  /** Order creation or the cart asked for more than is left. */
  onlyLeft: (name: string, available: number) =>
    available <= 0 ? `${name} is sold out` : `Only ${available} of ${name} left`,
  soldOutBadge: 'Sold Out',
  fewLeft: (available: number) => `Only ${available} left`,
});

/** The console's texts and the staff API's refusals (staff read English, like the rest of the desk). */
export const STOCK_STAFF_MESSAGES = {
  /** Two staff confirm the last unit: the second one is told, and the enquiry stays as it was. */
  notEnoughToConfirm: (name: string, available: number, wanted: number) =>
    `Not enough stock of ${name} to confirm: ${available} available, this enquiry needs ${wanted}. ` +
    'The enquiry was not confirmed; adjust the stock or edit the enquiry.',
  notEnoughToEdit: (name: string, available: number, wanted: number) =>
    `Not enough stock of ${name}: ${available} more available, the edit needs ${wanted} more`,
  belowReserved: (name: string, reserved: number) =>
    `On hand of ${name} cannot go below ${reserved}: that many are reserved by confirmed enquiries`,
  stopCountingReserved: (name: string, reserved: number) =>
    `${name} has ${reserved} reserved by confirmed enquiries; stock can be left blank only when none are reserved`,
  notEnoughOnHand: (name: string, onHand: number) => `Only ${onHand} of ${name} on hand to take away`,
  importBelowReserved: (line: number, name: string, stock: number, reserved: number) =>
    `Line ${line}: stock ${stock} of '${name}' is below the ${reserved} reserved by confirmed enquiries`,
  importReason: (line: number) => `Price-list import, line ${line}`,
  adjusted: (name: string, before: number | null, after: number | null) =>
    `Stock of ${name}: ${before ?? 'not counted'} → ${after ?? 'not counted'}`,
  lowStockBadge: 'Low stock',
  notCounted: 'Not counted',
};
