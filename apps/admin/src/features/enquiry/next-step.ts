// "What must I do next" for one enquiry: the first thing on its page.
import type { OrderStatus } from '@pataka/domain/order-status';
import type { StaffOrder } from '../../lib/order-types.ts';

export type NextStep = { title: string; detail: string; tone: 'act' | 'wait' | 'done' };

export function nextStep(order: StaffOrder): NextStep {
  const s: OrderStatus = order.status;
  if (s === 'cancelled' || s === 'refunded')
    return { title: 'Closed', detail: 'Nothing more to do on this enquiry.', tone: 'done' };
  if (order.paymentStatus === 'submitted')
    return {
      title: 'Verify the payment proof',
      detail: 'Check the screenshot against your bank app, then verify or reject it.',
      tone: 'act',
    };
  if (s === 'pending') {
    if (order.paymentStatus === 'verified')
      return {
        title: 'Confirm the enquiry',
        detail: 'The payment is verified: change the status to Confirmed.',
        tone: 'act',
      };
    if (order.paymentStatus === 'rejected')
      return {
        title: 'Payment proof rejected',
        detail: 'Call the shopper: ask them to pay again or upload a clear screenshot.',
        tone: 'act',
      };
    if (order.paymentRequestedAt)
      return {
        title: 'Waiting for payment',
        detail: 'Payment was requested. The proof will appear here when the shopper uploads it.',
        tone: 'wait',
      };
    return {
      title: 'Call the shopper to confirm availability and the amount',
      detail: 'Edit the items if anything changed, then request payment.',
      tone: 'act',
    };
  }
  // Paid and not yet sent: the packing view, then the dispatch form (issue 27).
  if ((s === 'confirmed' || s === 'processing') && order.paymentStatus === 'verified')
    return {
      title: 'Pack and dispatch',
      detail: 'Tick the lines in the packing view, then record the dispatch with its LR number and photo.',
      tone: 'act',
    };
  if (s === 'confirmed')
    return {
      title: 'Start packing',
      detail: 'Move the enquiry to Processing when packing begins.',
      tone: 'act',
    };
  if (s === 'processing')
    return {
      title: 'Pack and hand over',
      detail: 'Mark it ready for pickup, ready for delivery or shipped.',
      tone: 'act',
    };
  if (s === 'ready_for_pickup')
    return {
      title: 'Waiting for pickup',
      detail: 'Mark it completed when the shopper collects it.',
      tone: 'wait',
    };
  if (s === 'ready_for_delivery')
    return { title: 'Send it out', detail: 'Mark it out for delivery when it leaves.', tone: 'act' };
  if (s === 'shipped')
    return {
      title: 'On its way by transport',
      detail: 'The shopper sees the LR and branch. Mark it delivered when they collect it.',
      tone: 'wait',
    };
  if (s === 'out_for_delivery')
    return { title: 'On its way', detail: 'Mark it delivered when it arrives.', tone: 'wait' };
  if (s === 'delivered')
    return { title: 'Delivered', detail: 'Mark it completed to close the enquiry.', tone: 'act' };
  if (s === 'on_hold') return { title: 'On hold', detail: 'Resume the enquiry or cancel it.', tone: 'wait' };
  return { title: 'Completed', detail: 'Nothing more to do on this enquiry.', tone: 'done' };
}

/** The status an on-hold enquiry left: the one before the latest on_hold entry of its history. */
export function statusBeforeHold(order: StaffOrder): OrderStatus | null {
  const history = order.statusHistory;
  for (let i = history.length - 1; i > 0; i--) {
    if (history[i]!.status === 'on_hold') {
      for (let j = i - 1; j >= 0; j--) if (history[j]!.status !== 'on_hold') return history[j]!.status;
    }
  }
  return null;
}

export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'on_hold'];
