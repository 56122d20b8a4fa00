import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from './order-messages.ts';

describe('ORDER_MESSAGES', () => {
  it('says how much is missing to reach the minimum, in rupees', () => {
    expect(ORDER_MESSAGES.minimumNotMet(3000, 499.5)).toBe(
      'Minimum order amount of ₹3,000 required (add ₹499.50 more)',
    );
  });

  it('names the status an enquiry is in when it can no longer be cancelled', () => {
    expect(ORDER_MESSAGES.cancelNotAllowed('shipped')).toBe(
      'Failed to cancel order: this enquiry is Shipped and can no longer be cancelled',
    );
  });

  it('names both ends of a refused status change', () => {
    expect(ORDER_MESSAGES.transitionNotAllowed('pending', 'delivered')).toBe(
      'This status change is not allowed: Pending → Delivered',
    );
  });
});
