import { Badge } from '@pataka/ui/badge';
import { STOCK_STAFF_MESSAGES } from '@pataka/domain/stock-messages';
import type { AdminProduct } from '../api/product-types.ts';

type Counted = Pick<AdminProduct, 'stockOnHand' | 'stockReserved' | 'availableQuantity' | 'lowStock'>;

/** Phones: "3 available · 2 reserved · 5 on hand", or "Not counted". */
export function StockCounts({ product }: { product: Counted }) {
  if (product.stockOnHand == null) {
    return <span className="text-xs text-stone-500">{STOCK_STAFF_MESSAGES.notCounted}</span>;
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-700">
      <span>
        <b className="text-sm text-stone-900">{product.availableQuantity ?? 0}</b> available
      </span>
      <span>· {product.stockReserved ?? 0} reserved</span>
      <span>· {product.stockOnHand} on hand</span>
      <LowStockBadge product={product} />
    </span>
  );
}

export function LowStockBadge({ product }: { product: Counted }) {
  if (product.stockOnHand == null) return null;
  if ((product.availableQuantity ?? 0) <= 0) return <Badge tone="red">Sold out</Badge>;
  return product.lowStock ? <Badge tone="saffron">{STOCK_STAFF_MESSAGES.lowStockBadge}</Badge> : null;
}

/** Counter PC: three table cells. */
export function StockCells({ product }: { product: Counted }) {
  const counted = product.stockOnHand != null;
  const cell = 'px-2 py-2 text-right tabular-nums';
  return (
    <>
      <td className={cell}>
        {counted ? (
          <span className="inline-flex items-center gap-1.5">
            <LowStockBadge product={product} />
            <b>{product.availableQuantity ?? 0}</b>
          </span>
        ) : (
          <span className="text-xs text-stone-500">{STOCK_STAFF_MESSAGES.notCounted}</span>
        )}
      </td>
      <td className={`${cell} text-stone-600`}>{counted ? (product.stockReserved ?? 0) : ''}</td>
      <td className={`${cell} text-stone-600`}>{counted ? product.stockOnHand : ''}</td>
    </>
  );
}
