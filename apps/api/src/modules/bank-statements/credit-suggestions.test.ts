import { describe, expect, it } from 'vitest';
import { suggestOrders, type OpenOrder } from './credit-suggestions.ts';

const order = (n: number, over: Partial<OpenOrder> = {}): OpenOrder => ({
  orderId: `o${n}`,
  orderNumber: `ENQ-00000${n}`,
  customerName: `Customer ${n}`,
  totalPaise: 100_000,
  paymentStatus: 'pending',
  status: 'confirmed',
  paymentRequestedAt: null,
  createdAt: new Date('2026-10-10T10:00:00+05:30'),
  ...over,
});

describe('suggestOrders', () => {
  it('puts the same amount first, then enquiries asked to pay, then the nearest before the credit', () => {
    const credit = { date: '2026-10-12', amountPaise: 250_000 };
    const list = suggestOrders(credit, [
      order(1),
      order(2, { totalPaise: 250_000, createdAt: new Date('2026-10-01T10:00:00+05:30') }),
      order(3, { paymentRequestedAt: new Date('2026-10-11T10:00:00+05:30') }),
      order(4, { createdAt: new Date('2026-10-12T09:00:00+05:30') }),
      order(5, { createdAt: new Date('2026-10-13T09:00:00+05:30') }),
    ]);
    expect(list.map((s) => s.orderNumber)).toEqual([
      'ENQ-000002',
      'ENQ-000003',
      'ENQ-000004',
      'ENQ-000001',
      'ENQ-000005',
    ]);
    expect(list[0]!.reason).toBe('Same amount · 11 days before');
    expect(list[1]!.reason).toBe('awaiting payment · 2 days before');
    expect(list[2]!.reason).toBe('same day');
    expect(list[4]!.reason).toBe('1 day after');
  });

  it('offers at most five', () => {
    const many = Array.from({ length: 9 }, (_, i) => order(i));
    expect(suggestOrders({ date: '2026-10-12', amountPaise: 1 }, many)).toHaveLength(5);
  });
});
