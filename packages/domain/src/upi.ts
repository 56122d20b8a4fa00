// UPI payment intent for the QR panel (DESIGN.md "UPI panel").
import { CURRENCY } from './limits.ts';
import { toPaise } from './money.ts';

export type UpiIntentInput = {
  payeeVpa: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  orderNumber: string;
};

/**
 * encodeURIComponent, not URLSearchParams: URLSearchParams writes spaces as '+', which UPI apps show
 * literally ("Sri+Crackers"). '@' is left readable in the VPA (it is legal in a query) because some
 * UPI apps do not decode '%40' in `pa`.
 */
export function buildUpiIntent(input: UpiIntentInput): string {
  const pa = encodeURIComponent(input.payeeVpa.trim()).replace(/%40/g, '@');
  const pn = encodeURIComponent(input.payeeName.trim());
  const am = (toPaise(input.amount) / 100).toFixed(2);
  const tn = encodeURIComponent(input.orderNumber.trim());
  return `upi://pay?pa=${pa}&pn=${pn}&am=${am}&cu=${CURRENCY}&tn=${tn}`;
}

// NPCI handles: a local part of letters, digits, '.', '-', '_' and a bank handle of letters (and digits).
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export function isValidUpiId(value: string): boolean {
  return UPI_ID.test(value.trim());
}
