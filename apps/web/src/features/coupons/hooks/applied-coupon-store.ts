// The coupon the shopper applied, kept in sessionStorage 'applied_coupon' (§3) so it survives a reload
// but not the browser session. The checkout reads the same key for the enquiry's couponCode.
import type { DiscountType } from '@pataka/domain/coupon';
import { createStore, useStore } from '../../../lib/create-store.ts';
import { appliedCoupon as appliedCouponItem, type AppliedCoupon } from '../../../lib/storage.ts';

export type StoredCoupon = AppliedCoupon & {
  discountType?: DiscountType;
  discountValue?: number;
  description?: string | null;
  /** cartSignature() of the cart the server validated it for. */
  validatedFor?: string;
};

/** sessionStorage is the browser's: the server renders with no coupon applied. */
export const appliedCouponStore = createStore<StoredCoupon | null>(
  () => appliedCouponItem.get() as StoredCoupon | null,
  null,
);

export function setAppliedCoupon(coupon: StoredCoupon | null) {
  if (coupon) appliedCouponItem.set(coupon);
  else appliedCouponItem.remove();
  appliedCouponStore.set(coupon);
}

export function useAppliedCoupon(): StoredCoupon | null {
  return useStore(appliedCouponStore);
}
