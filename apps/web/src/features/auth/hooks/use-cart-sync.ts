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

const save = (lines: readonly CartLine[]) =>
  (lines.length > 0 ? putMyCart(lines) : deleteMyCart()).catch(ignore);

export function useCartSync(token: string | null) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The change waiting for its debounce, if any. */
  const pending = useRef<readonly CartLine[] | null>(null);

  useEffect(() => {
    if (!token) return;
    reconcileCarts(cartStore.get()).catch(ignore);
    // Leaving the page must not lose the last change: the next visit would restore a stale server cart.
    const flush = () => {
      if (!pending.current) return;
      clearTimeout(timer.current);
      void save(pending.current);
      pending.current = null;
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer.current);
      pending.current = null;
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [token]);

  useCartSubscription((lines) => {
    if (!token || adopting) return;
    clearTimeout(timer.current);
    pending.current = lines;
    timer.current = setTimeout(() => {
      pending.current = null;
      void save(lines);
    }, CART_SYNC_DEBOUNCE_MS);
  });
}
