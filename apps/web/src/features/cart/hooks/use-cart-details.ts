// The cart's lines joined with their products, and the lines that had to go: a product that is no
// longer active (404) or sold out leaves the cart (§4: only in-stock products can be in it) with a notice.
import { useEffect, useState } from 'react';
import type { Product } from '@pataka/domain/api-types';
import { toPaise, toRupees } from '@pataka/domain/money';
import { ApiError, toErrorMessage } from '../../../lib/api-client.ts';
import { localName } from '../../../i18n/local-name.ts';
import { removeItem, useCartLines } from '../../../lib/cart.ts';
import { useProductsById } from '../api/get-product-by-id.ts';

export type CartDetailLine =
  | { productId: string; quantity: number; status: 'loading' }
  | { productId: string; quantity: number; status: 'ready'; product: Product; lineTotal: number }
  | { productId: string; quantity: number; status: 'error'; message: string; retry: () => void };

/** A product that left the cart; `name` is unknown when the server no longer has it at all. */
export type RemovedProduct = { productId: string; name: string | null };

export type CartDetails = {
  lines: CartDetailLine[];
  /** True once every line's product is known (totals are final). */
  ready: boolean;
  /** Goods total in rupees (Σ price × quantity of the known lines). */
  subtotal: number;
  /** Σ (MRP − price) × quantity where the MRP is higher. */
  mrpSavings: number;
  removed: RemovedProduct[];
  dismissRemoved: () => void;
};

const isUnavailable = (p: Product) => p.status !== 'active' || !p.inStock;

export function useCartDetails(): CartDetails {
  const cartLines = useCartLines();
  const results = useProductsById(cartLines.map((l) => l.productId));
  const [removed, setRemoved] = useState<RemovedProduct[]>([]);

  const gone: RemovedProduct[] = [];
  const lines: CartDetailLine[] = [];
  let subtotalPaise = 0;
  let savingsPaise = 0;

  cartLines.forEach(({ productId, quantity }, i) => {
    const result = results[i];
    if (!result || result.isPending) {
      lines.push({ productId, quantity, status: 'loading' });
    } else if (result.isError) {
      if (result.error instanceof ApiError && result.error.status === 404)
        gone.push({ productId, name: null });
      else
        lines.push({
          productId,
          quantity,
          status: 'error',
          message: toErrorMessage(result.error),
          retry: () => void result.refetch(),
        });
    } else if (isUnavailable(result.data)) {
      gone.push({ productId, name: localName(result.data) });
    } else {
      const product = result.data;
      const linePaise = toPaise(product.price) * quantity;
      subtotalPaise += linePaise;
      if (product.originalPrice != null && product.originalPrice > product.price) {
        savingsPaise += (toPaise(product.originalPrice) - toPaise(product.price)) * quantity;
      }
      lines.push({ productId, quantity, status: 'ready', product, lineTotal: toRupees(linePaise) });
    }
  });

  const goneKey = gone.map((g) => g.productId).join(',');
  useEffect(() => {
    if (!goneKey) return;
    for (const item of gone) removeItem(item.productId);
    setRemoved((prev) => [...prev, ...gone.filter((g) => !prev.some((p) => p.productId === g.productId))]);
    // `gone` is described by its ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goneKey]);

  return {
    lines,
    ready: lines.every((l) => l.status === 'ready'),
    subtotal: toRupees(subtotalPaise),
    mrpSavings: toRupees(savingsPaise),
    removed,
    dismissRemoved: () => setRemoved([]),
  };
}
