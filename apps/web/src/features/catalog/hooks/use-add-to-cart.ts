import { useCallback } from 'react';
import type { Product } from '@pataka/domain/api-types';
import { TIMINGS, CART_MAX_QUANTITY } from '@pataka/domain/limits';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { addToCart, getQuantity } from '../../../lib/cart.ts';
import { toast } from '../../../lib/toast.ts';
import { localName, type Named } from '../../../i18n/local-name.ts';
import { STOCK_MESSAGES } from '@pataka/domain/stock-messages';

// The flight and the sound are their own chunk (the first page's JavaScript is on a 120 KB budget),
// fetched once the page is idle so a first tap does not wait for it.
const loadEffects = () =>
  Promise.all([import('../../../lib/fly-to-cart.ts'), import('../../../lib/cart-sound.ts')]);
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 2000));
  whenIdle(() => void loadEffects().catch(() => undefined));
}

/**
 * Add to cart with the §2 feedback: the product image flies to the cart icon with a sound timed to land
 * on it, and the toast '{name} added to cart!'. Out of stock adds nothing (§4); at 99 a warning says why.
 */
export function useAddToCart() {
  return useCallback(
    (
      product: Pick<Product, 'id' | 'inStock' | 'availableQuantity'> & Named,
      image?: Element | null,
      quantity = 1,
    ) => {
      if (!product.inStock) return false;
      if (getQuantity(product.id) >= CART_MAX_QUANTITY) {
        toast.warning(SHELL_MESSAGES.quantityTooLarge);
        return false;
      }
      const available = product.availableQuantity;
      if (available != null && getQuantity(product.id) >= available) {
        toast.warning(STOCK_MESSAGES.onlyLeft(localName(product), available));
        return false;
      }
      if (!addToCart(product, quantity)) return false;
      void loadEffects()
        .then(([{ flyToCart }, { playAddToCartSound }]) => {
          void flyToCart(image);
          playAddToCartSound(TIMINGS.flyToCartReachMs);
        })
        // A chunk that failed to load costs the animation only: the item is in the cart.
        .catch(() => undefined);
      toast.success(SHELL_MESSAGES.addedToCart(localName(product)));
      return true;
    },
    [],
  );
}
