import { defineMessages } from '@pataka/domain/i18n';

/** My Enquiries and one enquiry's page (§2, §3): the list, the detail, the timeline and cancelling. */
export const enquiriesText = defineMessages('enquiries', {
  // The list
  listLabel: 'Your enquiries',
  pagesLabel: 'Enquiry pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (current: number, total: number) => `Page ${current} of ${total}`,
  emptyTitle: 'No enquiries yet',
  emptyHint: 'Fill your cart and submit an enquiry: we call you within 24 hours.',
  browseProducts: 'Browse Products',
  /** An enquiry's name: the list row's accessible name and the enquiry page's title. */
  enquiry: (orderNumber: string) => `Enquiry ${orderNumber}`,
  pickupAt: (place: string) => `Pickup: ${place}`,
  deliveryTo: (city: string) => `Delivery to ${city}`,
  lineSummary: (products: number, pieces: number) =>
    `${products} ${products === 1 ? 'product' : 'products'} · ${pieces} pcs`,

  // One enquiry
  myEnquiries: 'My Enquiries',
  placed: (when: string) => `Placed ${when}`,
  items: 'Items',
  subtotal: 'Subtotal',
  discount: 'Discount',
  discountWithCode: (code: string) => `Discount (${code})`,
  packing: 'Packing',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  pickup: 'Pickup',
  deliveryAddress: 'Delivery address',
  noDelivery: 'No delivery details.',
  contact: (name: string) => `Contact: ${name}`,
  yourNotes: (notes: string) => `Your notes: ${notes}`,
  status: 'Status',
  statusHistory: 'Status history',
  /** Under an enquiry the shopper cannot open (the enquiry page's not-found state). */
  notFoundHint: 'It may belong to another account, or the link is incomplete.',

  // Where to collect (issue 27): each dispatch with its transport, LR, branch and freight
  dispatchTitle: 'Where to collect',
  dispatchNumbered: (n: number, of: number) => `Parcel ${n} of ${of}`,
  transport: 'Transport',
  lrNumber: 'LR number',
  copyLr: 'Copy LR number',
  copied: 'Copied',
  bookedOn: (date: string) => `Booked on ${date}`,
  cases: (n: number) => `${n} ${n === 1 ? 'case' : 'cases'}`,
  collectAt: 'Collect at',
  callBranch: (name: string) => `Call ${name}`,
  call: 'Call',
  freightToPay: (amount: string) => `Pay ${amount} freight at the branch`,
  freightPaid: 'Freight paid by the shop',
  expectedDays: (min: number, max: number) => `Usually arrives in ${min}–${max} days`,
  ewayBill: (n: string) => `E-way bill ${n}`,
  lrCopy: 'LR copy',
  lrCopyOpen: 'Open the LR copy',
  lrCopyAlt: (lr: string) => `Photo of the LR copy ${lr}`,
  readyToCollect: 'Ready to collect',
  readyCases: (n: number) => `${n} ${n === 1 ? 'case' : 'cases'} ready for you`,

  // Cancelling (§4)
  cancelEnquiry: 'Cancel Enquiry',
  cancelTitle: (orderNumber: string) => `Cancel enquiry ${orderNumber}?`,
  cancelDescription: 'The shop will not process this enquiry any more.',
  cancelWarning: 'The shop will not process this enquiry any more. This cannot be undone.',
  cancelReason: 'Reason (optional)',
  keepEnquiry: 'Keep Enquiry',
  confirmCancel: 'Yes, Cancel Enquiry',
  cancelled: (orderNumber: string) => `Enquiry ${orderNumber} cancelled`,
});
