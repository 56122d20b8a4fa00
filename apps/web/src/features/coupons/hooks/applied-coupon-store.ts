// The coupon the shopper applied, kept in sessionStorage 'applied_coupon' (§3) so it survives a reload
// but not the browser session. The checkout reads the same key for the enquiry's couponCode.
import { useSyncExternalStore } from 'react';
import type { DiscountType } from '@pataka/domain/coupon';
import { createStore } from '../../../lib/create-store.ts';
import { appliedCoupon as appliedCouponItem, type AppliedCoupon } from '../../../lib/storage.ts';

export type StoredCoupon = AppliedCoupon & {
  discountType?: DiscountType;
  discountValue?: number;
  description?: string | null;
  /** cartSignature() of the cart the server validated it for. */
  validatedFor?: string;
};

export const appliedCouponStore = createStore<StoredCoupon | null>(
  () => appliedCouponItem.get() as StoredCoupon | null,
);

export function setAppliedCoupon(coupon: StoredCoupon | null) {
  if (coupon) appliedCouponItem.set(coupon);
  else appliedCouponItem.remove();
  appliedCouponStore.set(coupon);
}

export function useAppliedCoupon(): StoredCoupon | null {
  return useSyncExternalStore(appliedCouponStore.subscribe, appliedCouponStore.get, appliedCouponStore.get);
}
