import type { ReactNode } from 'react';
import { formatINR } from '@pataka/domain/money';
import type { OrderTotals } from '@pataka/domain/pricing';
import { cartText } from '../messages.ts';

export type CartSummaryProps = {
  totals: OrderTotals;
  packingPercent: number;
  couponCode: string | null;
  /** What the shopper saves against MRP before any coupon. */
  mrpSavings: number;
  children?: ReactNode;
};

function Row({
  label,
  value,
  testId,
  className = '',
}: {
  label: ReactNode;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${className}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Subtotal, coupon discount, packing charge and total, as pricing.ts computes them for the enquiry. */
export function CartSummary({ totals, packingPercent, couponCode, mrpSavings, children }: CartSummaryProps) {
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="cart-summary-title" className="font-bold text-brand-900">
        {cartText.orderSummary}
      </h2>
      <dl className="mt-2 text-sm text-stone-700">
        <Row label={cartText.subtotal} value={formatINR(totals.subtotal)} testId="summary-subtotal" />
        {totals.discount > 0 && (
          <Row
            label={
              <>
                {cartText.couponDiscount}
                {couponCode && <span className="ml-1 font-mono text-xs font-bold">({couponCode})</span>}
              </>
            }
            value={`-${formatINR(totals.discount)}`}
            testId="summary-discount"
            className="text-green-800"
          />
        )}
        <Row
          label={packingPercent > 0 ? cartText.packingChargePercent(packingPercent) : cartText.packingCharge}
          value={formatINR(totals.packing)}
          testId="summary-packing"
        />
        <div className="mt-2 flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-bold text-stone-900">
          <dt>{cartText.total}</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {formatINR(totals.total)}
          </dd>
        </div>
      </dl>
      {mrpSavings > 0 && (
        <p className="mt-1 text-sm font-semibold text-green-800">
          {totals.discount > 0
            ? cartText.youSaveOnMrpWithCoupon(formatINR(mrpSavings + totals.discount))
            : cartText.youSaveOnMrp(formatINR(mrpSavings))}
        </p>
      )}
      <p className="mt-2 text-xs text-stone-500">{cartText.transportNote}</p>
      {children}
    </section>
  );
}
