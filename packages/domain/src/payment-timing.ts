// When the shopper is shown the UPI panel (issue "Shop desk", item 10).
import { defineMessages } from './i18n.ts';

export const PAYMENT_TIMINGS = ['after_call', 'immediately'] as const;
export type PaymentTiming = (typeof PAYMENT_TIMINGS)[number];
export const DEFAULT_PAYMENT_TIMING: PaymentTiming = 'after_call';

export const PAYMENT_TIMING_MESSAGES = defineMessages('payment-timing', {
  awaitingCall:
    'Thank you! Our team will call you within 24 hours to confirm availability and the final amount. You can pay once we confirm.',
  paymentRequested: 'Payment requested',
  paymentRequestedHistory: 'Payment requested after the call',
  /** Above the proof upload while the UPI panel is not shown yet: a shopper who paid may still send it. */
  alreadyPaidHeading: 'Already paid? Upload your payment screenshot',
});

/**
 * The shopper sees the UPI QR and amount when the shop takes payment at once, or once staff have
 * requested it after the call; a cancelled or refunded enquiry never asks for money.
 */
export function showsPaymentPanel(opts: {
  paymentTiming: PaymentTiming;
  paymentRequestedAt: string | Date | null;
  status: string;
}): boolean {
  if (opts.status === 'cancelled' || opts.status === 'refunded') return false;
  return opts.paymentTiming === 'immediately' || opts.paymentRequestedAt !== null;
}
