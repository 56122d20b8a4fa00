import type { Order } from '@pataka/domain/api-types';
import { PAYMENT_TIMING_MESSAGES } from '@pataka/domain/payment-timing';
import { paymentText } from '../messages.ts';
import { UpiQrPanel } from './upi-qr-panel.tsx';

export type PaymentPanelProps = {
  order: Pick<Order, 'showPaymentPanel' | 'total' | 'orderNumber'>;
  upiId: string | null | undefined;
  payeeName: string;
};

/**
 * What the enquiry page shows about paying: until the server says the shopper should pay
 * (`showPaymentPanel`: the shop takes payment at once, or staff asked after the call), the promise of a
 * call and no amount — the call may still change it; then the UPI QR for the enquiry's current total.
 */
export function PaymentPanel({ order, upiId, payeeName }: PaymentPanelProps) {
  if (!order.showPaymentPanel) {
    return (
      <p className="text-sm text-stone-700" data-testid="awaiting-call">
        {PAYMENT_TIMING_MESSAGES.awaitingCall}
      </p>
    );
  }
  if (!upiId) {
    return <p className="text-sm text-stone-600">{paymentText.detailsOnCall}</p>;
  }
  return (
    <UpiQrPanel upiId={upiId} payeeName={payeeName} amount={order.total} orderNumber={order.orderNumber} />
  );
}
