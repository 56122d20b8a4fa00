import { Link } from 'react-router';
import type { Product } from '@pataka/domain/api-types';
import { formatINR } from '@pataka/domain/money';
import { productImageProps } from '../../../components/ui/product-image.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { paths } from '../../../config/paths.ts';
import { localName } from '../../../i18n/local-name.ts';
import { decrementItem, incrementItem, removeItem } from '../../../lib/cart.ts';
import { cartText } from '../messages.ts';

/** Pack size and pieces, e.g. '1 Box · 10 pcs' (call while rendering: 'pcs' is in the current language). */
export function packLabel(product: Pick<Product, 'packSize' | 'piecesPerBox'>): string | null {
  const parts = [
    product.packSize,
    product.piecesPerBox ? cartText.pieces(product.piecesPerBox) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** One cart line: image, name, pack, unit price with MRP, stepper, line total and Remove. */
export function CartLineItem({
  product,
  quantity,
  lineTotal,
}: {
  product: Product;
  quantity: number;
  lineTotal: number;
}) {
  const pack = packLabel(product);
  const href = paths.product.getHref(product.slug);
  const name = localName(product);
  return (
    <li className="flex gap-3 py-4 sm:gap-4" data-testid="cart-line" data-product-id={product.id}>
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img
            {...productImageProps(product.image, '80px')}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="size-16 rounded-lg border border-stone-200 bg-stone-50 object-contain sm:size-20"
          />
        ) : (
          <span className="block size-16 rounded-lg bg-stone-100 sm:size-20" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={href} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
              {name}
            </Link>
            {pack && <p className="text-xs text-stone-600">{pack}</p>}
            <p className="mt-0.5 text-sm tabular-nums">
              <span className="font-semibold text-brand-800">{formatINR(product.price)}</span>
              {product.originalPrice != null && product.originalPrice > product.price && (
                <span className="ml-2 text-stone-500">
                  <span className="sr-only">{cartText.mrpPrefix}</span>
                  <s>{formatINR(product.originalPrice)}</s>
                </span>
              )}
              <span className="text-stone-500">{cartText.each}</span>
            </p>
          </div>
          <p className="shrink-0 text-right font-bold text-stone-900 tabular-nums" data-testid="line-total">
            <span className="sr-only">{cartText.lineTotalPrefix}</span>
            {formatINR(lineTotal)}
          </p>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <QuantityStepper
            quantity={quantity}
            itemName={name}
            size="sm"
            onIncrement={() => incrementItem(product.id)}
            onDecrement={() => decrementItem(product.id)}
          />
          <button
            type="button"
            onClick={() => removeItem(product.id)}
            className="rounded-md px-2 py-1 text-sm font-medium text-stone-600 hover:bg-red-50 hover:text-red-700"
            aria-label={cartText.removeItem(name)}
          >
            {cartText.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
