import { Button } from '@pataka/ui/button';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { translateText } from '@pataka/domain/i18n';
import type { CartDetailLine } from '../hooks/use-cart-details.ts';
import { cartText } from '../messages.ts';
import { CartLineItem } from './cart-line-item.tsx';

/** The cart's lines; a line whose product is still loading keeps its place with a skeleton. */
export function CartLines({ lines }: { lines: CartDetailLine[] }) {
  return (
    <ul
      className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-3 sm:px-4"
      aria-label={cartText.cartItems}
    >
      {lines.map((line) =>
        line.status === 'ready' ? (
          <CartLineItem
            key={line.productId}
            product={line.product}
            quantity={line.quantity}
            lineTotal={line.lineTotal}
          />
        ) : line.status === 'loading' ? (
          <li key={line.productId} className="flex gap-3 py-4" aria-busy="true">
            <Skeleton className="size-16 shrink-0 sm:size-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-9 w-32" />
            </div>
          </li>
        ) : (
          <li key={line.productId} className="flex items-center gap-3 py-4 text-sm text-red-800" role="alert">
            <span className="flex-1">{cartText.couldNotLoadItem(translateText(line.message))}</span>
            <Button size="sm" variant="outline" onClick={line.retry}>
              {cartText.tryAgain}
            </Button>
          </li>
        ),
      )}
    </ul>
  );
}
