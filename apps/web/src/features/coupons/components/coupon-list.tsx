import { useEffect, useRef, useState } from 'react';
import type { Coupon } from '@pataka/domain/api-types';
import { couponBadge, displaySavings } from '@pataka/domain/coupon';
import { TIMINGS } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { formatINR } from '@pataka/domain/money';
import { Button } from '@pataka/ui/button';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toErrorMessage } from '../../../lib/api-client.ts';
import { useActiveCoupons } from '../api/get-active-coupons.ts';
import { couponsText } from '../messages.ts';
import { couponSaving, isCouponApplicable } from '../utils/coupon-savings.ts';
import { localText } from '../../../i18n/local-name.ts';

export type CouponListProps = {
  /** Goods total the coupons would apply to, in rupees. */
  orderTotal: number;
  /** Code of the coupon already applied, if any (shown as 'Applied'). */
  appliedCode: string | null;
  /** Applies a coupon; resolves true when the server accepted it. */
  onApply: (code: string) => Promise<boolean>;
  /** Given when the list sits in something closable: it closes 500 ms after a successful apply (§4). */
  onClose?: () => void;
};

/**
 * The coupon list (§4): loading skeleton, empty text, the two load-error texts, and per coupon one of
 * applicable, not applicable (minimum not met), applying and applied.
 */
export function CouponList({ orderTotal, appliedCode, onApply, onClose }: CouponListProps) {
  const query = useActiveCoupons();
  const [applying, setApplying] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-2" data-testid="coupon-list-loading">
        <span className="sr-only">{couponsText.loadingCoupons}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {toErrorMessage(query.error)}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-lg bg-stone-50 px-3 py-4 text-center text-sm text-stone-600">
        {MESSAGES.couponsEmpty}
      </p>
    );
  }

  const apply = async (code: string) => {
    setApplying(code);
    let ok = false;
    try {
      ok = await onApply(code);
    } finally {
      setApplying(null);
    }
    if (ok && onClose) {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(onClose, TIMINGS.couponListCloseMs);
    }
  };

  return (
    <ul
      className="max-h-64 space-y-2 overflow-y-auto overscroll-contain pr-1"
      aria-label={couponsText.availableCoupons}
    >
      {query.data.map((coupon) => (
        <CouponRow
          key={coupon.id}
          coupon={coupon}
          orderTotal={orderTotal}
          state={
            appliedCode?.toUpperCase() === coupon.code.toUpperCase()
              ? 'applied'
              : applying === coupon.code
                ? 'applying'
                : isCouponApplicable(coupon, orderTotal)
                  ? 'applicable'
                  : 'not-applicable'
          }
          busy={applying !== null}
          onApply={() => void apply(coupon.code)}
        />
      ))}
    </ul>
  );
}

type RowState = 'applicable' | 'not-applicable' | 'applying' | 'applied';

function CouponRow({
  coupon,
  orderTotal,
  state,
  busy,
  onApply,
}: {
  coupon: Coupon;
  orderTotal: number;
  state: RowState;
  busy: boolean;
  onApply: () => void;
}) {
  const saving = displaySavings(couponSaving(coupon, orderTotal));
  const min = coupon.minimumOrderAmount;
  const dimmed = state === 'not-applicable';
  return (
    <li
      data-coupon={coupon.code}
      data-state={state}
      className={`flex items-center gap-3 rounded-lg border p-3 ${
        state === 'applied'
          ? 'border-green-600 bg-green-50'
          : 'border-dashed border-saffron-500 bg-saffron-50/50'
      } ${dimmed ? 'opacity-60' : ''}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-white px-2 py-0.5 font-mono text-sm font-bold tracking-wide text-brand-800 ring-1 ring-brand-200">
            {coupon.code}
          </span>
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {couponBadge(coupon)}
          </span>
        </div>
        {coupon.description && (
          <p className="mt-1 text-sm text-stone-700">{localText(coupon.description, coupon.descriptionTa)}</p>
        )}
        <p className="mt-0.5 text-xs text-stone-600">
          {dimmed && min != null ? (
            <>
              <span className="font-semibold">{couponsText.minimum(formatINR(min))}</span> ·{' '}
              {couponsText.addMoreToUse(formatINR(Math.max(0, min - orderTotal)))}
            </>
          ) : saving > 0 ? (
            <span className="font-semibold text-green-800">{couponsText.youSave(formatINR(saving))}</span>
          ) : min != null ? (
            <>{couponsText.minimum(formatINR(min))}</>
          ) : null}
        </p>
      </div>
      {state === 'applied' ? (
        <span className="inline-flex items-center gap-1 text-sm font-bold text-green-800">
          <CheckIcon className="size-4" />
          {couponsText.appliedBadge}
        </span>
      ) : (
        <Button
          size="sm"
          variant={dimmed ? 'outline' : 'primary'}
          disabled={dimmed || (busy && state !== 'applying')}
          loading={state === 'applying'}
          onClick={onApply}
          aria-label={state === 'applying' ? undefined : couponsText.applyCoupon(coupon.code)}
        >
          {state === 'applying' ? MESSAGES.couponApplying : couponsText.apply}
        </Button>
      )}
    </li>
  );
}
