import { memo, useRef, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import type { Product } from '@pataka/domain/api-types';
import { CART_MAX_QUANTITY } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { formatINR, toPaise, toRupees } from '@pataka/domain/money';
import { productImageProps } from '../../../components/ui/product-image.tsx';
import { localName } from '../../../i18n/local-name.ts';
import { quickBuyText } from '../messages.ts';

// Phones get a two-line grid per row instead of table columns, so 375 px never scrolls sideways:
//   [img] name · pack ........ [qty]
//   [img] MRP  price ......... amount
// From `sm` up the same cells are an ordinary table row and these grid styles do nothing.
const ROW_GRID: CSSProperties = {
  gridTemplateColumns: '2.5rem auto minmax(0, 1fr) 4.5rem',
  gridTemplateAreas: "'img name name qty' 'img mrp price amt'",
};
const area = (name: string): CSSProperties => ({ gridArea: name });

/** Digits only, at most two of them: the box holds 0–99. */
export function parseQuantity(raw: string): number {
  const digits = raw.replace(/\D/g, '').slice(0, 2);
  return digits ? Math.min(CART_MAX_QUANTITY, Number(digits)) : 0;
}

/** A counted product takes no more than is available (decision 143): the server would refuse the rest. */
export const withinStock = (product: Pick<Product, 'availableQuantity'>, quantity: number) =>
  product.availableQuantity == null ? quantity : Math.min(quantity, product.availableQuantity);

export type PriceListRowProps = {
  product: Product;
  quantity: number;
  onQuantityChange: (productId: string, quantity: number) => void;
};

/**
 * A row's quantity is a box that looks like the input until the row has a quantity or the shopper goes
 * to type one (focus or tap): only then is it an <input>. With 68 inputs on the page, Chromium's scan of
 * form fields forced a round of style and layout per content-visibility group, in one long task (at
 * DOMContentLoaded when the server sent them, and again when hydration swapped them in), and hydration
 * had 68 controlled inputs to adopt. Lighthouse on /quick-buy, median blocking time: 235 ms with the
 * inputs in the HTML, 177 ms swapping all of them in after hydration (8 interleaved runs each). Chromium
 * at 4x CPU slowdown, 3 loads each, main-thread time beyond 50 ms per task after the first paint: 219–286
 * ms with the inputs in the HTML, 23–206 ms with these boxes.
 */
const QUANTITY_BOX =
  'h-10 w-14 rounded-md border border-stone-300 text-center text-base font-semibold tabular-nums';

export const PriceListRow = memo(function PriceListRow({
  product,
  quantity,
  onQuantityChange,
}: PriceListRowProps) {
  const soldOut = !product.inStock;
  const qty = soldOut ? 0 : quantity;
  const amount = toRupees(toPaise(product.price) * qty);
  const pack = [product.packSize, product.piecesPerBox ? quickBuyText.pieces(product.piecesPerBox) : null]
    .filter(Boolean)
    .join(' · ');
  const name = localName(product);
  const hasMrp = product.originalPrice != null && product.originalPrice > product.price;
  const [opened, setOpened] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Synchronously, inside the focus or tap itself, so a phone opens its keyboard for the new input.
  const open = () => {
    flushSync(() => setOpened(true));
    input.current?.focus();
  };

  return (
    <tr
      style={ROW_GRID}
      data-product-id={product.id}
      data-testid="price-list-row"
      className={`grid items-center gap-x-2 border-b border-stone-100 px-2 py-2 sm:table-row sm:p-0 ${
        qty > 0 ? 'bg-saffron-50' : ''
      } ${soldOut ? 'text-stone-500' : ''}`}
    >
      <td style={area('img')} className="self-start sm:w-14 sm:py-2 sm:pl-3">
        {product.image ? (
          <img
            {...productImageProps(product.image, '40px')}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className={`size-10 rounded border border-stone-200 bg-white object-contain ${soldOut ? 'opacity-50 grayscale' : ''}`}
          />
        ) : (
          <span className="block size-10 rounded bg-stone-100" />
        )}
      </td>
      <td style={area('name')} className="min-w-0 sm:py-2 sm:pr-3">
        <span className={`block text-sm leading-5 font-semibold ${soldOut ? '' : 'text-stone-900'}`}>
          {name}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-stone-500">
          {pack && <span>{pack}</span>}
          {soldOut && (
            <span className="rounded-full bg-stone-700 px-2 text-[11px] leading-4 font-bold text-white">
              {MESSAGES.soldOut}
            </span>
          )}
        </span>
      </td>
      <td
        style={area('mrp')}
        className="text-xs text-stone-500 tabular-nums sm:py-2 sm:pr-3 sm:text-right sm:text-sm"
      >
        {hasMrp ? (
          <>
            <span className="sr-only">{quickBuyText.mrpPrefix}</span>
            <s>{formatINR(product.originalPrice!)}</s>
          </>
        ) : (
          <span aria-hidden="true" className="hidden sm:inline">
            —
          </span>
        )}
      </td>
      <td
        style={area('price')}
        className={`text-sm font-bold tabular-nums sm:py-2 sm:pr-3 sm:text-right ${soldOut ? '' : 'text-brand-800'}`}
      >
        {formatINR(product.price)}
      </td>
      <td style={area('qty')} className="justify-self-end sm:w-20 sm:py-2 sm:pr-3 sm:text-center">
        {opened || qty > 0 ? (
          <input
            ref={input}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={2}
            autoComplete="off"
            value={qty > 0 ? String(qty) : ''}
            placeholder={soldOut ? '—' : '0'}
            disabled={soldOut}
            aria-label={quickBuyText.quantityOf(name)}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) =>
              onQuantityChange(product.id, withinStock(product, parseQuantity(e.currentTarget.value)))
            }
            className={`${QUANTITY_BOX} bg-white text-stone-900 focus:border-brand-600 focus:outline-2 focus:outline-saffron-400 disabled:cursor-not-allowed disabled:bg-stone-100`}
          />
        ) : (
          <button
            type="button"
            disabled={soldOut}
            aria-label={quickBuyText.quantityOf(name)}
            onFocus={open}
            onClick={open}
            className={`${QUANTITY_BOX} text-stone-500 ${soldOut ? 'cursor-not-allowed bg-stone-100' : 'bg-white'}`}
          >
            {soldOut ? '—' : '0'}
          </button>
        )}
      </td>
      <td
        style={area('amt')}
        className="text-right text-sm font-semibold tabular-nums sm:w-28 sm:py-2 sm:pr-3"
        data-testid="row-amount"
      >
        {qty > 0 ? formatINR(amount) : <span className="text-stone-400">—</span>}
      </td>
    </tr>
  );
});
