// The order (enquiry) as staff read it: the public Order DTO plus the staff-only fields (040).
import type { Order, PaymentProof } from '@pataka/domain/api-types';
import type { BankCreditDto, BankMatch } from '@pataka/domain/bank-statement';
import type { ExtractedPayment } from '@pataka/domain/extracted-payment';

export type StaffProof = Omit<PaymentProof, 'extractedData'> & {
  id: string;
  extractedData: (Partial<ExtractedPayment> & Record<string, unknown>) | null;
  reviewNote?: string | null;
  /** What the shop's bank statement says (null: no imported statement covers the payment yet). */
  bankMatch?: BankMatch | null;
  /** The bank credit the proof was matched to, when there is one. */
  bankCredit?: BankCreditDto | null;
};

export type StaffOrder = Omit<Order, 'paymentProofs'> & {
  paymentProofs: StaffProof[];
  /** Staff-only: the customer account's name and phone (the contact fields may differ). */
  customerName?: string | null;
  customerPhone?: string | null;
  paymentRequestedAt?: string | null;
  showPaymentPanel?: boolean;
};

/** Whom to call: the enquiry's contact first, then the account, then the delivery address. */
export function customerOf(order: StaffOrder): { name: string; phone: string } {
  return {
    name: order.contactName || order.customerName || order.shippingAddress?.name || 'Customer',
    phone: order.contactPhone || order.customerPhone || order.shippingAddress?.phone || '',
  };
}
