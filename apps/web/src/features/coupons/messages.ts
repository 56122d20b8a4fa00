import { defineMessages } from '@pataka/domain/i18n';

/** The cart's coupon box, list, code field, celebration and nudge (fixed §8 texts are the domain's MESSAGES). */
export const couponsText = defineMessages('coupons', {
  couponsAndOffers: 'Coupons & offers',
  applied: 'applied',
  youSave: (amount: string) => `You save ${amount}`,
  remove: 'Remove',
  viewAvailableCoupons: 'View Available Coupons',

  haveCode: 'Have a coupon code?',
  enterCode: 'Enter coupon code',
  apply: 'Apply',

  loadingCoupons: 'Loading coupons',
  availableCoupons: 'Available coupons',
  minimum: (amount: string) => `Min ${amount}`,
  addMoreToUse: (amount: string) => `add ${amount} more to use it`,
  appliedBadge: 'Applied',
  applyCoupon: (code: string) => `Apply coupon ${code}`,

  nudgeTitle: "Don't miss your savings!",
  couponsAvailable: (count: number) => `${count} ${count === 1 ? 'coupon is' : 'coupons are'} available`,
  forYourEnquiry: 'for your enquiry.',
  saveUpTo: (percent: number) => `Save up to ${percent}% on this order`,
  continueWithoutCoupon: 'Continue Without Coupon',

  couponRemoved: (code: string, reason: string) => `Coupon ${code} was removed: ${reason}`,
});
