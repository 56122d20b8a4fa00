import type { OrderTotals } from '@pataka/domain/pricing';
import { formatINR } from '@pataka/domain/money';
import { freeShotsFor } from '@pataka/domain/offers';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { checkoutText } from '../messages.ts';

export type ReviewLine = { productId: string; name: string; quantity: number; lineTotal: number };

/** The enquiry as it will be sent: lines, subtotal, discount, packing, total and the free shots earned. */
export function OrderReview({
  lines,
  totals,
  couponCode,
  packingPercent,
}: {
  lines: readonly ReviewLine[];
  totals: OrderTotals;
  couponCode: string | null;
  packingPercent: number;
}) {
  // Free shots go by the goods bought, after the coupon (the same figure the cart's meter uses).
  const shots = freeShotsFor(totals.subtotal - totals.discount);
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-stone-100 text-sm" aria-label={checkoutText.productsInEnquiry}>
        {lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 break-words text-stone-800">
              {line.name} <span className="text-stone-500 tabular-nums">× {line.quantity}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{formatINR(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t border-stone-200 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">{checkoutText.subtotal}</dt>
          <dd className="tabular-nums" data-testid="review-subtotal">
            {formatINR(totals.subtotal)}
          </dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between gap-3 text-green-800">
            <dt>
              {checkoutText.discount}
              {couponCode ? ` (${couponCode})` : ''}
            </dt>
            <dd className="tabular-nums" data-testid="review-discount">
              −{formatINR(totals.discount)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">
            {checkoutText.packing}
            {packingPercent > 0 ? ` (${packingPercent}%)` : ''}
          </dt>
          <dd className="tabular-nums" data-testid="review-packing">
            {totals.packing > 0 ? formatINR(totals.packing) : checkoutText.free}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base font-bold text-brand-900">
          <dt>{checkoutText.total}</dt>
          <dd className="tabular-nums" data-testid="review-total">
            {formatINR(totals.total)}
          </dd>
        </div>
      </dl>
      {shots && (
        <p className="flex items-center gap-2 rounded-lg bg-saffron-50 px-3 py-2 text-sm font-semibold text-brand-900">
          <GiftIcon className="size-4 shrink-0 text-saffron-600" />
          {checkoutText.freeShots(shots.shots)}
        </p>
      )}
    </div>
  );
}
