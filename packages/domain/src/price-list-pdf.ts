// The printed price list and the shopper's estimate (issue 15): every word a shopper reads on them, and on
// the links that fetch them, in one place. What the storefront shows (the link, the estimate button) is a
// catalogue (decision 130); the printed PDFs and their standard notice stay English.
import { defineMessages } from './i18n.ts';

/** Under the API base (/api/v1): the shop's price list, public, reachable as a plain link. */
export const PRICE_LIST_PDF_PATH = '/price-list.pdf';

/** Under the API base: one enquiry's estimate, for its customer (or staff) with their token. */
export const estimatePdfPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/estimate.pdf`;

export const PRICE_LIST_LINKS = defineMessages('price-list-links', {
  download: 'Download Price List',
  /** The short form where the desktop nav is tight; the link's accessible name stays the long one. */
  short: 'Price List',
});

export const ESTIMATE_BUTTON = defineMessages('estimate-button', {
  idle: 'Download estimate',
  busy: 'Preparing estimate…',
  failed: 'Could not download the estimate. Please try again.',
});

/** The standard notice printed when the shop has not written its own (the storefront's legal notice, §1). */
export const STANDARD_PRINTED_NOTICE =
  "As per the order of the Hon'ble Supreme Court of India dated 23 October 2018 (Arjun Gopal & Ors. v. " +
  'Union of India & Ors.), which restricted the online sale of firecrackers, we do not sell or take ' +
  'payment for crackers online. This list is for enquiries only: send us your enquiry and our team will ' +
  'contact you within 24 hours to confirm availability, the final price and delivery or pickup through a ' +
  'licensed transport service. Please follow local laws and safety guidelines when using fireworks.';

export const PDF_LABELS = {
  priceList: 'PRICE LIST',
  estimate: 'ESTIMATE',
  continued: '(continued)',
  pricesAsOn: (date: string) => `Prices as on ${date}`,
  phone: (numbers: string) => `Phone: ${numbers}`,
  email: (address: string) => `Email: ${address}`,
  gstin: (value: string) => `GSTIN: ${value}`,
  licence: (value: string, validUntil: string | null) =>
    validUntil ? `Licence No: ${value} (valid till ${validUntil})` : `Licence No: ${value}`,
  minimumOrder: (amount: string) => `Minimum order: ${amount}`,
  /** A state's own minimum beside the general one, e.g. 'Tamil Nadu ₹3,000'. */
  stateMinimum: (state: string, amount: string) => `${state} ${amount}`,
  page: (n: number, total: number) => `Page ${n} of ${total}`,
  outOfStock: 'Out of stock',
  /** A product's content/pack: '1 Box (10 Pcs)', '10 Pcs', '1 Box' or '' when the shop gave neither. */
  content: (pack: string | null, pieces: number | null) => {
    const count = pieces && pieces > 0 ? `${pieces} ${pieces === 1 ? 'Pc' : 'Pcs'}` : '';
    if (pack && count) return `${pack} (${count})`;
    return pack ?? count;
  },
  noProducts: 'No products are listed at the moment.',
  otherCategory: 'Other Crackers',
  columns: {
    sno: 'S.No',
    product: 'Product',
    content: 'Content',
    mrp: 'MRP',
    price: 'Offer Price',
    discount: 'Disc.',
    quantity: 'Qty',
    rate: 'Rate',
    amount: 'Amount',
  },
  enquiryNumber: (n: string) => `Enquiry ${n}`,
  customer: 'Customer',
  subtotal: 'Subtotal',
  discount: (coupon: string | null) => (coupon ? `Discount (${coupon})` : 'Discount'),
  packing: 'Packing',
  total: 'Total',
  notInvoice: 'This is an estimate for your enquiry, not a tax invoice.',
  legalHeading: 'Legal notice',
} as const;

/** 'Unique Crackers' → 'unique-crackers-price-list.pdf': a file name safe in a Content-Disposition header. */
export function priceListFileName(shopName: string): string {
  const slug = shopName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'shop'}-price-list.pdf`;
}
