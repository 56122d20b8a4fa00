import { discountPercent, formatINR } from '@pataka/domain/money';
import { Badge } from '@pataka/ui/badge';

/** Selling price, the MRP struck when higher, and the storefront's '-N%' badge (domain's discountPercent). */
export function ProductPrice({ price, originalPrice }: { price: number; originalPrice: number | null }) {
  const percent = discountPercent(price, originalPrice);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5">
      <span className="font-bold text-brand-800 tabular-nums">{formatINR(price)}</span>
      {percent > 0 && originalPrice != null && (
        <>
          <s className="text-xs text-stone-500 tabular-nums">
            <span className="sr-only">MRP </span>
            {formatINR(originalPrice)}
          </s>
          <Badge tone="red">-{percent}%</Badge>
        </>
      )}
    </span>
  );
}
