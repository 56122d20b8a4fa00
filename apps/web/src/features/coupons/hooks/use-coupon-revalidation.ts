// The applied coupon was validated for one cart; when the cart changes, ask the server again (§4, §5:
// a minimum may no longer be met) and drop the coupon with the server's reason when it no longer holds.
import { useEffect } from 'react';
import { translateText } from '@pataka/domain/i18n';
import { toast } from '../../../lib/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cartSignature, validateCoupon, type CouponCartContext } from '../api/validate-coupon.ts';
import { couponsText } from '../messages.ts';
import { appliedCouponStore, setAppliedCoupon, useAppliedCoupon } from './applied-coupon-store.ts';

/** Quantity taps come in bursts: wait for the shopper to settle before asking. */
export const REVALIDATE_DEBOUNCE_MS = 400;

/**
 * `cart` is null while the cart's products are still loading (its total is not known yet).
 * An emptied cart drops the coupon silently: there is nothing left to discount.
 */
export function useCouponRevalidation(cart: CouponCartContext | null) {
  const applied = useAppliedCoupon();
  const signature = cart ? cartSignature(cart) : null;
  const code = applied?.code ?? null;
  const stale = applied != null && signature != null && applied.validatedFor !== signature;

  useEffect(() => {
    if (!cart || !code || !stale) return;
    if (cart.orderTotal <= 0) {
      setAppliedCoupon(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const result = await validateCoupon(code, cart);
        // The shopper may have removed or replaced the coupon while we waited.
        if (cancelled || appliedCouponStore.get()?.code !== code) return;
        if (result.isValid) {
          setAppliedCoupon({
            ...appliedCouponStore.get()!,
            discountAmount: result.discountAmount,
            validatedFor: signature!,
          });
        } else {
          setAppliedCoupon(null);
          toast.warning(couponsText.couponRemoved(code, translateText(result.message)));
        }
      } catch (error) {
        // Offline or a server hiccup: keep the coupon; the enquiry is re-checked by the server anyway.
        if (!(error instanceof ApiError)) console.warn('Coupon re-validation failed', error);
      }
    }, REVALIDATE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `cart` is described fully by its signature.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, code, stale]);
}
