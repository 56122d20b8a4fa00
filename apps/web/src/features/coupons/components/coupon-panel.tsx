import { useId, useState } from 'react';
import { displaySavings } from '@pataka/domain/coupon';
import { formatINR } from '@pataka/domain/money';
import { ChevronDownIcon, GiftIcon } from '../../../components/ui/icons.tsx';
import { toast } from '../../../lib/toast.ts';
import type { CouponCartContext } from '../api/validate-coupon.ts';
import { couponsText } from '../messages.ts';
import { useAppliedCoupon } from '../hooks/applied-coupon-store.ts';
import { useApplyCoupon } from '../hooks/use-apply-coupon.ts';
import { CouponAppliedOverlay } from './coupon-applied-overlay.tsx';
import { CouponCodeForm } from './coupon-code-form.tsx';
import { CouponList } from './coupon-list.tsx';

export const COUPON_PANEL_ID = 'coupons';

export type CouponPanelProps = {
  cart: CouponCartContext;
  listOpen: boolean;
  onListOpenChange: (open: boolean) => void;
  /** The shopper asked to remove the applied coupon (the page may nudge before it goes). */
  onRemoveRequest: () => void;
};

/** The cart's coupon box: what is applied, the public list, a code field and the celebration overlay. */
export function CouponPanel({ cart, listOpen, onListOpenChange, onRemoveRequest }: CouponPanelProps) {
  const applied = useAppliedCoupon();
  const apply = useApplyCoupon(cart);
  const [celebrate, setCelebrate] = useState<{ code: string; saving: number } | null>(null);
  const listId = useId();

  const applyCode = async (code: string): Promise<string | null> => {
    const result = await apply(code);
    if (!result.ok) return result.message;
    setCelebrate({ code: result.coupon.code, saving: result.coupon.discountAmount });
    return null;
  };

  return (
    <section
      id={COUPON_PANEL_ID}
      aria-labelledby={`${listId}-title`}
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={`${listId}-title`} className="flex items-center gap-2 font-bold text-brand-900">
        <GiftIcon className="size-5 text-saffron-600" />
        {couponsText.couponsAndOffers}
      </h2>

      {applied && (
        <div
          className="mt-3 flex items-center gap-3 rounded-lg border border-green-600 bg-green-50 px-3 py-2"
          data-testid="applied-coupon"
        >
          <div className="min-w-0 flex-1 text-sm">
            <p>
              <span className="font-mono font-bold text-green-900">{applied.code}</span>{' '}
              <span className="text-green-900">{couponsText.applied}</span>
            </p>
            <p className="font-semibold text-green-800">
              {couponsText.youSave(formatINR(displaySavings(applied.discountAmount)))}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemoveRequest}
            className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 underline-offset-2 hover:bg-red-50 hover:underline"
          >
            {couponsText.remove}
          </button>
        </div>
      )}

      <div className="mt-3">
        <CouponCodeForm onApply={applyCode} />
      </div>

      <button
        type="button"
        className="mt-3 flex w-full items-center justify-between rounded-lg bg-saffron-50 px-3 py-2 text-left text-sm font-semibold text-brand-800 hover:bg-saffron-100"
        aria-expanded={listOpen}
        aria-controls={listId}
        onClick={() => onListOpenChange(!listOpen)}
      >
        {couponsText.viewAvailableCoupons}
        <ChevronDownIcon className={`size-5 transition-transform ${listOpen ? 'rotate-180' : ''}`} />
      </button>
      <div id={listId} hidden={!listOpen} className="mt-2">
        {listOpen && (
          <CouponList
            orderTotal={cart.orderTotal}
            appliedCode={applied?.code ?? null}
            onApply={async (code) => {
              const message = await applyCode(code);
              if (message) toast.error(message);
              return message === null;
            }}
            onClose={() => onListOpenChange(false)}
          />
        )}
      </div>

      {celebrate && (
        <CouponAppliedOverlay
          code={celebrate.code}
          saving={celebrate.saving}
          onComplete={() => setCelebrate(null)}
        />
      )}
    </section>
  );
}
