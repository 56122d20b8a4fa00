// Enquiry texts the spec leaves to us (creation, cancel, staff status changes, payment proofs), shared
// by the API that sends them and the web that may show them. The §8 fallbacks stay in messages.ts.
// A catalogue (decision 130): the web reads it in the page's language, the API in English.
import { defineMessages } from './i18n.ts';
import { CART_MAX_QUANTITY } from './limits.ts';
import { moneyText } from './money.ts';
import { STATUS_LABELS, type OrderStatus } from './order-status.ts';

export const ORDER_MESSAGES = defineMessages('order-messages', {
  deliveryRequired: 'Add a delivery address or choose a pickup location',
  pickupLocationNotFound: 'Pickup location not found',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 visible characters',
  tooManyLines: 'An enquiry can hold at most 200 different products',
  /** A line names a product that does not exist in this shop (or is not active). */
  productNotFound: (name: string) => `Product not found: ${name}`,
  productSoldOut: (name: string) => `${name} is sold out`,
  /** Two lines of the same product were merged and together exceed the cap. */
  mergedQuantityTooLarge: (name: string) =>
    `You can order at most ${CART_MAX_QUANTITY} of each product (${name})`,
  minimumNotMet: (minimum: number, shortBy: number) =>
    `Minimum order amount of ${moneyText(minimum)} required (add ${moneyText(shortBy)} more)`,
  cancelNotAllowed: (status: OrderStatus) =>
    `Failed to cancel order: this enquiry is ${STATUS_LABELS[status]} and can no longer be cancelled`,
  transitionNotAllowed: (from: OrderStatus, to: OrderStatus) =>
    `This status change is not allowed: ${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}`,
  refundNeedsVerifiedPayment: 'An enquiry can be refunded only after a payment proof was verified',
  cancelledByCustomer: 'Cancelled by customer',
  proofUploadUnknown: 'Upload the payment proof file first, then attach it',
  proofUploadAlreadyAttached: 'This file is already attached to an enquiry',
  proofOrderClosed: (status: OrderStatus) =>
    `A payment proof cannot be added to an enquiry that is ${STATUS_LABELS[status]}`,
  proofNotFound: 'Payment proof not found',
  uploadNotFound: 'File not found',
  uploadMissingFile: 'Choose a file to upload (form field "file")',
  uploadUnreadable: 'The file could not be read as an image',
  extractionProcessing: 'Reading the payment details…',
  extractionPdf: 'Payment details are read from images only; staff will check this PDF by hand',
  staffOnly: 'Staff access required',
});
