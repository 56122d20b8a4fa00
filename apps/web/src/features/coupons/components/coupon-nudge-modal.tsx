import { Button } from '@pataka/ui/button';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '@pataka/ui/modal';
import { couponsText } from '../messages.ts';

export type CouponNudgeModalProps = {
  open: boolean;
  /** How many coupons the shop offers right now. */
  couponCount: number;
  /** The best coupon's saving as a whole percent of the order. */
  savingsPercent: number;
  onViewCoupons: () => void;
  onContinue: () => void;
  /** Escape / close button: neither choice (stay on the cart). */
  onDismiss: () => void;
};

/** Asked before the shopper goes on without a coupon (§4): show what they would leave on the table. */
export function CouponNudgeModal({
  open,
  couponCount,
  savingsPercent,
  onViewCoupons,
  onContinue,
  onDismiss,
}: CouponNudgeModalProps) {
  return (
    <Modal open={open} onClose={onDismiss} title={couponsText.nudgeTitle} size="sm">
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-saffron-100 text-saffron-600">
          <GiftIcon className="size-8" />
        </span>
        <p className="mt-3 text-stone-800">
          <strong className="text-brand-800" data-testid="nudge-count">
            {couponsText.couponsAvailable(couponCount)}
          </strong>{' '}
          {couponsText.forYourEnquiry}
        </p>
        {savingsPercent > 0 && (
          <p className="mt-1 text-lg font-bold text-green-800" data-testid="nudge-savings">
            {couponsText.saveUpTo(savingsPercent)}
          </p>
        )}
        <div className="mt-5 flex flex-col gap-2">
          <Button onClick={onViewCoupons}>{couponsText.viewAvailableCoupons}</Button>
          <Button variant="ghost" onClick={onContinue}>
            {couponsText.continueWithoutCoupon}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
