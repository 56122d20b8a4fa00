import { describe, expect, it } from 'vitest';
import { checkPaymentTotal } from './payment-total.ts';

describe('checkPaymentTotal', () => {
  it('accepts payments that add up to the total exactly', () => {
    expect(checkPaymentTotal([{ amount: 1000 }, { amount: 234.5 }], 1234.5)).toEqual({
      isValid: true,
      totalExtracted: 1234.5,
      difference: 0,
      message: 'Payment total matches the order total',
    });
  });

  it('refuses a total one paisa short and says by how much', () => {
    expect(checkPaymentTotal([{ amount: 1234.49 }], 1234.5)).toEqual({
      isValid: false,
      totalExtracted: 1234.49,
      difference: -0.01,
      message: 'Payment total is ₹0.01 less than the order total',
    });
  });

  it('reports an overpayment with Indian digit grouping', () => {
    const check = checkPaymentTotal([{ amount: 150000 }], 50000);
    expect(check.isValid).toBe(false);
    expect(check.difference).toBe(100000);
    expect(check.message).toBe('Payment total is ₹1,00,000 more than the order total');
  });

  it('counts unreadable amounts as nothing', () => {
    const check = checkPaymentTotal([{ amount: null }, { amount: 500 }], 500);
    expect(check).toMatchObject({ isValid: true, totalExtracted: 500 });
  });

  it('adds float-unfriendly amounts to the paisa', () => {
    expect(checkPaymentTotal([{ amount: 0.1 }, { amount: 0.2 }], 0.3).isValid).toBe(true);
  });
});
