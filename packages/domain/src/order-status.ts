// Order (enquiry) and payment statuses, their texts and the allowed changes (§4; DESIGN.md).
// The texts are catalogues (decision 130): read them while rendering; the API and console read English.
import { defineMessages } from './i18n.ts';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'ready_for_pickup',
  'ready_for_delivery',
  'out_for_delivery',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
  'on_hold',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** §4 descriptions; the statuses without one show none. */
const descriptionTexts = defineMessages('order-status-descriptions', {
  pending: 'Order placed successfully',
  confirmed: 'Order confirmed and payment verified',
  processing: 'Order is being prepared',
  delivered: 'Order delivered successfully',
});
/** The descriptions' catalogue type (its Tamil is typed against it). */
export type StatusDescriptionTexts = typeof descriptionTexts;
export const STATUS_DESCRIPTIONS: Partial<Record<OrderStatus, string>> = descriptionTexts;

export const STATUS_LABELS: Record<OrderStatus, string> = defineMessages('order-status', {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  ready_for_pickup: 'Ready for Pickup',
  ready_for_delivery: 'Ready for Delivery',
  out_for_delivery: 'Out for Delivery',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  on_hold: 'On Hold',
});

/**
 * Forward moves an admin may make (DESIGN.md "Order statuses and transitions"). Leaving on_hold and
 * refunding depend on context and are handled in canTransition. on_hold → cancelled is allowed too:
 * the customer may cancel an on-hold enquiry, so staff must be able to as well.
 */
const FORWARD: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'on_hold', 'cancelled'],
  confirmed: ['processing', 'on_hold', 'cancelled'],
  processing: ['ready_for_pickup', 'ready_for_delivery', 'shipped', 'on_hold', 'cancelled'],
  ready_for_pickup: ['completed'],
  ready_for_delivery: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
  refunded: [],
  on_hold: ['cancelled'],
};

/** Refunds only follow a verified payment, from a finished or cancelled order. */
const REFUNDABLE: readonly OrderStatus[] = ['completed', 'delivered', 'cancelled'];

export type TransitionContext = {
  /** For an on_hold order: the status it left, the only one it may return to. */
  statusBeforeHold?: OrderStatus | null;
  /** Whether a payment on the order was verified (needed for a refund). */
  paymentVerified?: boolean;
};

export function canTransition(from: OrderStatus, to: OrderStatus, ctx: TransitionContext = {}): boolean {
  if (from === to) return false;
  if (to === 'refunded') return REFUNDABLE.includes(from) && ctx.paymentVerified === true;
  if (
    from === 'on_hold' &&
    ctx.statusBeforeHold &&
    ctx.statusBeforeHold !== 'on_hold' &&
    to === ctx.statusBeforeHold
  ) {
    return true;
  }
  return FORWARD[from].includes(to);
}

/** Every status `from` may move to, in ORDER_STATUSES order (for an admin's status menu). */
export function nextStatuses(from: OrderStatus, ctx: TransitionContext = {}): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to, ctx));
}

/** A customer may cancel while the enquiry is pending, confirmed or on hold. */
export const CUSTOMER_CANCELLABLE = [
  'pending',
  'confirmed',
  'on_hold',
] as const satisfies readonly OrderStatus[];

export function canCustomerCancel(status: OrderStatus): boolean {
  return (CUSTOMER_CANCELLABLE as readonly OrderStatus[]).includes(status);
}

export const PAYMENT_STATUSES = ['pending', 'submitted', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = defineMessages('payment-status', {
  pending: 'Payment Pending',
  submitted: 'Proof Submitted',
  verified: 'Payment Verified',
  rejected: 'Payment Rejected',
});
