// POST /coupons/validate/{code} (§7): the server's verdict on a coupon for this cart. Authoritative:
// the page only displays what it answers (DESIGN.md: the server recomputes every discount).
import type { CouponValidation } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

/** What the cart knows about itself, sent with every validation. */
export type CouponCartContext = {
  /** The signed-in customer's id, or 'guest'. */
  customerId: string;
  /** Goods total in rupees, before discount and packing. */
  orderTotal: number;
  productIds: string[];
  categoryIds: string[];
  /** productId → quantity. */
  productQuantities: Record<string, number>;
};

export function validateCoupon(code: string, cart: CouponCartContext): Promise<CouponValidation> {
  return api.post<CouponValidation>(`/coupons/validate/${encodeURIComponent(code.trim())}`, cart);
}

/** A stable fingerprint of the cart a validation was made for: a change means "validate again". */
export function cartSignature(cart: Pick<CouponCartContext, 'orderTotal' | 'productQuantities'>): string {
  const lines = Object.entries(cart.productQuantities)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, qty]) => `${id}:${qty}`);
  return `${cart.orderTotal}|${lines.join(',')}`;
}
