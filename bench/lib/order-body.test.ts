import { describe, expect, it } from 'vitest';
import { buildOrderBody, ORDER_TARGET_RUPEES, type ListedProduct } from './order-body.ts';

const product = (id: string, price: number, inStock = true): ListedProduct => ({
  id,
  name: `P ${id}`,
  slug: id,
  sku: `SKU-${id}`,
  price,
  image: null,
  inStock,
});

describe('buildOrderBody', () => {
  it('orders enough of the dearest in-stock product to pass the minimum, plus one of the next', () => {
    const body = JSON.parse(
      buildOrderBody([product('a', 40), product('b', 500), product('c', 900, false)], '9876543210')!,
    );
    expect(body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual(
      [
        ['b', 8],
        ['a', 1],
      ],
    );
    expect(8 * 500 + 40).toBeGreaterThanOrEqual(ORDER_TARGET_RUPEES);
    expect(body.shippingAddress).toMatchObject({
      state: 'Tamil Nadu',
      zipCode: '626123',
      phone: '9876543210',
    });
  });

  it('caps the quantity at the cart maximum of 99', () => {
    const body = JSON.parse(buildOrderBody([product('a', 10)], '9876543210')!);
    expect(body.items).toHaveLength(1);
    expect(body.items[0].quantity).toBe(99);
  });

  it('gives nothing when no product is in stock', () => {
    expect(buildOrderBody([product('a', 100, false)], '9876543210')).toBeNull();
  });
});
