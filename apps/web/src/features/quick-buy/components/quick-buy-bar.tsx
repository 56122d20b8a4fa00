import { Link } from 'react-router';
import { formatINR } from '@pataka/domain/money';
import { Button } from '@pataka/ui/button';
import { FreeShotsMeter } from '../../../components/ui/free-shots-meter.tsx';
import { paths } from '../../../config/paths.ts';
import { FLASH_NEWS_HEIGHT, followFlashNewsHeight } from '../../../lib/flash-news-height.ts';
import { quickBuyText } from '../messages.ts';
import type { PriceListTotals } from '../utils/price-list.ts';

export type QuickBuyBarProps = {
  totals: PriceListTotals;
  /** Pieces in the cart now, for the 'View Cart' link. */
  cartCount: number;
  onAddAll: () => void;
};

/** The sticky bar under the price list: count, total, 'You save', the free-shots tier, one button. */
export function QuickBuyBar({ totals, cartCount, onAddAll }: QuickBuyBarProps) {
  return (
    <div
      ref={followFlashNewsHeight}
      style={{ bottom: FLASH_NEWS_HEIGHT }}
      className="sticky z-30 -mx-3 border-t-2 border-saffron-400 bg-white/95 px-3 py-3 shadow-[0_-6px_16px_rgb(0_0_0/0.08)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:px-4"
      data-testid="quick-buy-bar"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1" aria-live="polite">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm text-stone-600" data-testid="qb-count">
              {quickBuyText.barCount(totals.products, totals.pieces)}
            </span>
            <strong className="text-xl text-brand-900 tabular-nums" data-testid="qb-total">
              {formatINR(totals.total)}
            </strong>
          </p>
          {totals.savings > 0 && (
            <p className="text-sm font-semibold text-green-800" data-testid="qb-savings">
              {quickBuyText.youSave(formatINR(totals.savings))}
            </p>
          )}
          <FreeShotsMeter
            amount={totals.total}
            showBar={false}
            className="mt-0.5 [&_p]:text-xs sm:[&_p]:text-sm"
          />
        </div>
        <div className="flex shrink-0 flex-col items-stretch gap-1 text-center">
          <Button onClick={onAddAll} className="px-3 sm:px-5">
            {quickBuyText.addAllToCart}
          </Button>
          {cartCount > 0 && (
            <Link to={paths.cart.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
              {quickBuyText.viewCart(cartCount)}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
