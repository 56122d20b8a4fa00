import { describe, expect, it } from 'vitest';
import {
  canCustomerCancel,
  canTransition,
  CUSTOMER_CANCELLABLE,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  STATUS_DESCRIPTIONS,
  STATUS_LABELS,
} from './order-status.ts';

describe('order statuses', () => {
  it('lists the twelve §4 statuses', () => {
    expect(ORDER_STATUSES).toEqual([
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
    ]);
    expect(PAYMENT_STATUSES).toEqual(['pending', 'submitted', 'verified', 'rejected']);
  });

  it('describes only the four statuses the spec gives text for', () => {
    expect(STATUS_DESCRIPTIONS).toEqual({
      pending: 'Order placed successfully',
      confirmed: 'Order confirmed and payment verified',
      processing: 'Order is being prepared',
      delivered: 'Order delivered successfully',
    });
    expect(STATUS_DESCRIPTIONS.shipped).toBeUndefined();
  });

  it('labels every status', () => {
    for (const status of ORDER_STATUSES) expect(STATUS_LABELS[status]).toMatch(/^[A-Z]/);
    expect(STATUS_LABELS.ready_for_pickup).toBe('Ready for Pickup');
  });
});

describe('canTransition', () => {
  // Every allowed move without context, per DESIGN.md; everything else must be refused.
  const allowed: Record<OrderStatus, OrderStatus[]> = {
    pending: ['confirmed', 'cancelled', 'on_hold'],
    confirmed: ['processing', 'cancelled', 'on_hold'],
    processing: ['ready_for_pickup', 'ready_for_delivery', 'shipped', 'cancelled', 'on_hold'],
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

  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const expected = allowed[from].includes(to);
      it(`${expected ? 'allows' : 'refuses'} ${from} → ${to} without context`, () => {
        expect(canTransition(from, to)).toBe(expected);
      });
    }
  }

  it('returns an on-hold order only to the status it left', () => {
    for (const before of ['pending', 'confirmed', 'processing'] as const) {
      expect(nextStatuses('on_hold', { statusBeforeHold: before })).toEqual([before, 'cancelled']);
    }
    expect(canTransition('on_hold', 'processing', { statusBeforeHold: 'confirmed' })).toBe(false);
    expect(canTransition('on_hold', 'pending')).toBe(false);
    expect(canTransition('on_hold', 'on_hold', { statusBeforeHold: 'on_hold' })).toBe(false);
  });

  it('refunds completed, delivered or cancelled orders only after a verified payment', () => {
    for (const from of ORDER_STATUSES) {
      const refundable = from === 'completed' || from === 'delivered' || from === 'cancelled';
      expect(canTransition(from, 'refunded', { paymentVerified: true }), from).toBe(refundable);
      expect(canTransition(from, 'refunded', { paymentVerified: false }), from).toBe(false);
    }
  });

  it('offers the refund in the next-status menu when the payment is verified', () => {
    expect(nextStatuses('delivered', { paymentVerified: true })).toEqual(['completed', 'refunded']);
    expect(nextStatuses('delivered')).toEqual(['completed']);
  });
});

describe('canCustomerCancel', () => {
  it('allows pending, confirmed and on_hold only', () => {
    expect(CUSTOMER_CANCELLABLE).toEqual(['pending', 'confirmed', 'on_hold']);
    for (const status of ORDER_STATUSES) {
      expect(canCustomerCancel(status), status).toBe(['pending', 'confirmed', 'on_hold'].includes(status));
    }
  });
});
