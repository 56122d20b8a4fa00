import { discountPercent, formatINR } from '@pataka/domain/money';
import { cartControlsText } from './cart-controls/messages.ts';

export type PriceProps = {
  price: number;
  originalPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** Show the '-N%' text beside the struck MRP. */
  showDiscount?: boolean;
  className?: string;
};

const SIZES = { sm: 'text-base', md: 'text-lg', lg: 'text-3xl' } as const;

/** Selling price, the MRP struck through when higher, and '-N%' (§9: rounded percentage difference). */
export function Price({
  price,
  originalPrice,
  size = 'md',
  showDiscount = true,
  className = '',
}: PriceProps) {
  const percent = discountPercent(price, originalPrice);
  return (
    <div className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-bold text-brand-800 tabular-nums ${SIZES[size]}`}>{formatINR(price)}</span>
      {percent > 0 && originalPrice != null && (
        <>
          <span className="text-sm text-stone-500 tabular-nums">
            <span className="sr-only">{cartControlsText.mrp}</span>
            <s>{formatINR(originalPrice)}</s>
          </span>
          {showDiscount && <span className="text-sm font-semibold text-green-700">-{percent}%</span>}
        </>
      )}
    </div>
  );
}
