// Do the payments a customer sent add up to the enquiry's total? (§3 "Payment validation", §7
// validate-total.) Exact to the paisa: a UPI payment is never rounded, so any difference is real.
import { formatINR, toPaise, toRupees } from './money.ts';

export type PaymentTotalCheck = {
  isValid: boolean;
  /** Sum of the payment amounts, rupees. */
  totalExtracted: number;
  /** totalExtracted − orderTotal: negative when the customer paid less, positive when more. */
  difference: number;
  message: string;
};

export const PAYMENT_TOTAL_MESSAGES = {
  matches: 'Payment total matches the order total',
  less: (amount: number) => `Payment total is ${formatINR(amount)} less than the order total`,
  more: (amount: number) => `Payment total is ${formatINR(amount)} more than the order total`,
} as const;

/** Payments whose amount could not be read (null) count as nothing. */
export function checkPaymentTotal(
  payments: readonly { amount: number | null | undefined }[],
  orderTotal: number,
): PaymentTotalCheck {
  const paidPaise = payments.reduce((sum, p) => sum + (p.amount == null ? 0 : toPaise(p.amount)), 0);
  const differencePaise = paidPaise - toPaise(orderTotal);
  const difference = toRupees(differencePaise);
  const message =
    differencePaise === 0
      ? PAYMENT_TOTAL_MESSAGES.matches
      : differencePaise < 0
        ? PAYMENT_TOTAL_MESSAGES.less(-difference)
        : PAYMENT_TOTAL_MESSAGES.more(difference);
  return { isValid: differencePaise === 0, totalExtracted: toRupees(paidPaise), difference, message };
}
