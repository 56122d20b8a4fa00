import { describe, expect, it } from 'vitest';
import { summariseOrders } from './order-statistics.ts';

describe('summariseOrders', () => {
  it('counts every enquiry but takes revenue only from those not cancelled or refunded', () => {
    expect(
      summariseOrders([
        { status: 'pending', count: 2, totalPaise: 300_000 },
        { status: 'completed', count: 1, totalPaise: 100_001 },
        { status: 'cancelled', count: 4, totalPaise: 999_999 },
        { status: 'refunded', count: 1, totalPaise: 50_000 },
      ]),
    ).toEqual({
      totalOrders: 8,
      totalRevenue: 4000.01,
      averageOrderValue: 1333.34, // ₹4,000.01 over 3 enquiries, to the paisa
      ordersByStatus: { pending: 2, completed: 1, cancelled: 4, refunded: 1 },
    });
  });

  it('answers zeros when nothing matched', () => {
    expect(summariseOrders([])).toEqual({
      totalOrders: 0,
      totalRevenue: 0,
      averageOrderValue: 0,
      ordersByStatus: {},
    });
  });
});
