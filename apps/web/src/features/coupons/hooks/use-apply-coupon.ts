// Applying a coupon: ask the server, keep its answer. Used by the coupon list and the code field.
import { useCallback, useEffect, useRef } from 'react';
import { translateText } from '@pataka/domain/i18n';
import { MESSAGES } from '@pataka/domain/messages';
import { ApiError } from '../../../lib/api-client.ts';
import { cartSignature, validateCoupon, type CouponCartContext } from '../api/validate-coupon.ts';
import { setAppliedCoupon, type StoredCoupon } from './applied-coupon-store.ts';

export type ApplyResult = { ok: true; coupon: StoredCoupon } | { ok: false; message: string };

/** Validates `code` against the cart and, when the server accepts it, stores it as the applied coupon. */
export async function applyCoupon(code: string, cart: CouponCartContext): Promise<ApplyResult> {
  const wanted = code.trim();
  if (!wanted) return { ok: false, message: MESSAGES.couponInvalid };
  try {
    const result = await validateCoupon(wanted, cart);
    // The server's reason arrives in English: shown in the page's language when a catalogue knows it.
    if (!result.isValid)
      return { ok: false, message: result.message ? translateText(result.message) : MESSAGES.couponInvalid };
    const coupon: StoredCoupon = {
      code: result.coupon?.code ?? wanted.toUpperCase(),
      discountAmount: result.discountAmount,
      discountType: result.coupon?.discountType,
      discountValue: result.coupon?.discountValue,
      description: result.coupon?.description ?? null,
      validatedFor: cartSignature(cart),
    };
    setAppliedCoupon(coupon);
    return { ok: true, coupon };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof ApiError ? translateText(error.message) : MESSAGES.couponApplyFailed,
    };
  }
}

/** applyCoupon bound to the latest cart, stable across renders. */
export function useApplyCoupon(cart: CouponCartContext) {
  const latest = useRef(cart);
  useEffect(() => {
    latest.current = cart;
  });
  return useCallback((code: string) => applyCoupon(code, latest.current), []);
}
