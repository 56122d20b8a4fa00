import { useEffect, useRef, useState } from 'react';
import { displaySavings } from '@pataka/domain/coupon';
import { TIMINGS } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { formatINR } from '@pataka/domain/money';
import { CheckIcon, SparkleIcon } from '../../../components/ui/icons.tsx';
import { couponsText } from '../messages.ts';

export type CouponAppliedOverlayProps = {
  code: string;
  /** Discount in rupees; shown as its floor (§4). */
  saving: number;
  /** Called once the overlay has shown for 2 s and faded for 300 ms. */
  onComplete: () => void;
};

/**
 * 'Coupon Applied!' (§4): shows 2 s, fades out over 300 ms, then completes (domain TIMINGS).
 * It never takes clicks, so a shopper who keeps going is not blocked by the celebration.
 */
export function CouponAppliedOverlay({ code, saving, onComplete }: CouponAppliedOverlayProps) {
  const [fading, setFading] = useState(false);
  const done = useRef(onComplete);
  useEffect(() => {
    done.current = onComplete;
  });

  useEffect(() => {
    const fade = setTimeout(() => setFading(true), TIMINGS.couponOverlayMs);
    const finish = setTimeout(() => done.current(), TIMINGS.couponOverlayMs + TIMINGS.couponOverlayFadeMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(finish);
    };
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="coupon-applied-overlay"
      data-fading={fading}
      style={{ transitionDuration: `${TIMINGS.couponOverlayFadeMs}ms` }}
      className={`pointer-events-none fixed inset-0 z-[75] flex items-center justify-center bg-stone-950/40 p-4 transition-opacity ${
        fading ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <div className="relative w-full max-w-xs rounded-2xl bg-white px-6 py-7 text-center shadow-2xl">
        <SparkleIcon className="absolute top-3 left-3 size-6 text-saffron-500" />
        <SparkleIcon className="absolute top-3 right-3 size-6 text-brand-500" />
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-600 text-white">
          <CheckIcon className="size-8" />
        </span>
        <p className="mt-3 text-2xl font-extrabold text-brand-800">{MESSAGES.couponApplied}</p>
        <p className="mt-2 inline-block rounded border border-dashed border-saffron-500 bg-saffron-50 px-3 py-1 font-mono font-bold tracking-wide text-brand-900">
          {code}
        </p>
        <p className="mt-3 text-lg font-semibold text-green-800">
          {couponsText.youSave(formatINR(displaySavings(saving)))}
        </p>
      </div>
    </div>
  );
}
