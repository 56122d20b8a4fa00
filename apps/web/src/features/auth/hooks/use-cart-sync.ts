// Backend cart sync (§4 "Cart: Sync"). On sign-in (or app start while signed in): a non-empty local cart
// replaces the server's; an empty one adopts the server's cart if there is one. Afterwards every change is
// saved, debounced, and an emptied cart deletes the server copy. Failures are silent: the local cart is
// the shopper's truth and the next change tries again.
import { useEffect, useRef } from 'react';
import { cartStore, replaceCart, useCartSubscription, type CartLine } from '../../../lib/cart.ts';
import { deleteMyCart, getMyCart, putMyCart } from '../api/my-cart.ts';

export const CART_SYNC_DEBOUNCE_MS = 1000;

const ignore = () => undefined;

/** True only while the server's cart is being written into the local one (that write is not sent back). */
let adopting = false;

/** Decides what sign-in does with the two carts; exported for tests. */
export async function reconcileCarts(local: readonly CartLine[]): Promise<'pushed' | 'restored' | 'none'> {
  if (local.length > 0) {
    await putMyCart(local);
    return 'pushed';
  }
  const remote = await getMyCart();
  const lines = remote?.items.filter((item) => item.quantity > 0) ?? [];
  if (lines.length === 0) return 'none';
  // The shopper may have added something while we waited: their fresh choice wins.
  if (cartStore.get().length > 0) return 'none';
  adopting = true;
  try {
    replaceCart(lines.map(({ productId, quantity }) => ({ productId, quantity })));
  } finally {
    adopting = false;
  }
  return 'restored';
}

export function useCartSync(token: string | null) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!token) return;
    reconcileCarts(cartStore.get()).catch(ignore);
    return () => clearTimeout(timer.current);
  }, [token]);

  useCartSubscription((lines) => {
    if (!token || adopting) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      (lines.length > 0 ? putMyCart(lines) : deleteMyCart()).catch(ignore);
    }, CART_SYNC_DEBOUNCE_MS);
  });
}
