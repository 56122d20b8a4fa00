import { defineMessages } from '@pataka/domain/i18n';

/** The cart page's texts: lines, the summary, the minimum-order notice, the empty and removed notices. */
export const cartText = defineMessages('cart', {
  cartItems: 'Cart items',
  pieces: (count: number) => `${count} pcs`,
  mrpPrefix: 'MRP ',
  each: ' each',
  lineTotalPrefix: 'Line total ',
  remove: 'Remove',
  removeItem: (name: string) => `Remove ${name}`,
  couldNotLoadItem: (message: string) => `Could not load this item: ${message}`,
  tryAgain: 'Try again',

  orderSummary: 'Order summary',
  subtotal: 'Subtotal',
  couponDiscount: 'Coupon discount',
  packingCharge: 'Packing charge',
  packingChargePercent: (percent: number) => `Packing charge (${percent}%)`,
  total: 'Total',
  youSaveOnMrp: (amount: string) => `You save ${amount} on MRP`,
  youSaveOnMrpWithCoupon: (amount: string) => `You save ${amount} on MRP with your coupon`,
  transportNote:
    'Transport charges are paid to the parcel service on delivery. Prices are confirmed when we call you.',

  emptyTitle: 'Your cart is empty',
  emptyText: 'Pick your crackers from the catalogue, or fill in quantities on the price list in one go.',
  browseProducts: 'Browse Products',
  quickBuyPriceList: 'Quick Buy price list',

  deliveringTo: 'Delivering to',
  noMinimum: 'No minimum order for this state.',
  minimumReached: (minimum: string, state: string) => `Minimum order of ${minimum} for ${state} reached.`,
  minimumShort: (state: string, minimum: string, shortBy: string) =>
    `Minimum order for ${state} is ${minimum}. Add ${shortBy} more to submit your enquiry.`,

  removedTitle: 'Removed from your cart',
  removedReason: (count: number, names: string) =>
    ` because ${count === 1 ? 'it is' : 'they are'} sold out or no longer available: ${names}.`,
  oneOtherProduct: '1 other product',
  otherProducts: (count: number) => `${count} other products`,
  dismissNotice: 'Dismiss notice',
});
