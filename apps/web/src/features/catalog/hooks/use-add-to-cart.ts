import { useCallback } from 'react';
import type { Product } from '@pataka/domain/api-types';
import { TIMINGS, CART_MAX_QUANTITY } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { addToCart, getQuantity } from '../../../lib/cart.ts';
import { playAddToCartSound } from '../../../lib/cart-sound.ts';
import { flyToCart } from '../../../lib/fly-to-cart.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Add to cart with the §2 feedback: the product image flies to the cart icon with a sound timed to land
 * on it, and the toast '{name} added to cart!'. Out of stock adds nothing (§4); at 99 a warning says why.
 */
export function useAddToCart() {
  return useCallback(
    (product: Pick<Product, 'id' | 'name' | 'inStock'>, image?: Element | null, quantity = 1) => {
      if (!product.inStock) return false;
      if (getQuantity(product.id) >= CART_MAX_QUANTITY) {
        toast.warning(MESSAGES.quantityTooLarge);
        return false;
      }
      if (!addToCart(product, quantity)) return false;
      void flyToCart(image);
      playAddToCartSound(TIMINGS.flyToCartReachMs);
      toast.success(MESSAGES.addedToCart(product.name));
      return true;
    },
    [],
  );
}
