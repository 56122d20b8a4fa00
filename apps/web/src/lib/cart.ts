// The shopper's cart: a localStorage list of {productId, quantity} (§3), shared by every screen.
// Rules (§4, §5): add only when in stock, at most 99 of a product, decrementing from 1 removes it.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { CART_MAX_QUANTITY, clampCartQuantity } from '@pataka/domain/limits';
import { createStore, useStore } from './create-store.ts';
import { cartLines, type CartLine } from './storage.ts';

export type { CartLine };

/** The server has no cart: it renders every page with an empty one. */
const NO_LINES: readonly CartLine[] = [];

export const cartStore = createStore<readonly CartLine[]>(() => cartLines.get() ?? [], NO_LINES);

function commit(next: readonly CartLine[]) {
  const lines = next.filter((line) => line.quantity > 0);
  cartLines.set([...lines]);
  cartStore.set(lines);
}

export function getQuantity(productId: string): number {
  return cartStore.get().find((line) => line.productId === productId)?.quantity ?? 0;
}

/** Sets a line's quantity, capped at 99; 0 or less removes it. Keeps the line's position. */
export function setQuantity(productId: string, quantity: number) {
  const next = clampCartQuantity(quantity);
  const lines = cartStore.get();
  const exists = lines.some((line) => line.productId === productId);
  if (!exists && next === 0) return;
  commit(
    exists
      ? lines.map((line) => (line.productId === productId ? { productId, quantity: next } : line))
      : [...lines, { productId, quantity: next }],
  );
}

/**
 * Adds `quantity` of a product. Returns false (and changes nothing) when it is out of stock or already
 * at the cap, so the caller knows whether to celebrate (toast, fly-to-cart).
 */
export function addToCart(
  product: { id: string; inStock: boolean; availableQuantity?: number | null },
  quantity = 1,
): boolean {
  if (!product.inStock || quantity <= 0) return false;
  const current = getQuantity(product.id);
  // A counted product stops at what is available (decision 143); the server refuses more anyway.
  const most = Math.min(CART_MAX_QUANTITY, product.availableQuantity ?? CART_MAX_QUANTITY);
  if (current >= most) return false;
  setQuantity(product.id, Math.min(current + quantity, most));
  return true;
}

/** One more of a product already in the cart (the stepper's +), still capped at 99. */
export function incrementItem(productId: string) {
  const current = getQuantity(productId);
  if (current > 0) setQuantity(productId, current + 1);
}

/** One fewer; from 1 this removes the line (§4). */
export function decrementItem(productId: string) {
  setQuantity(productId, getQuantity(productId) - 1);
}

export function removeItem(productId: string) {
  setQuantity(productId, 0);
}

export function clearCart() {
  commit([]);
}

/** Replace every line at once (Quick Buy, or adopting the backend cart on sign-in). */
export function replaceCart(lines: readonly CartLine[]) {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, clampCartQuantity(line.quantity));
  commit([...merged].map(([productId, quantity]) => ({ productId, quantity })));
}

/** Total pieces in the cart (the header badge counts quantities, not lines). */
export const cartCount = (lines: readonly CartLine[] = cartStore.get()) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

// Another tab changing the cart.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === cartLines.key) cartStore.set(cartLines.get() ?? []);
  });
}

export function useCartLines(): readonly CartLine[] {
  return useStore(cartStore);
}

const serverQuantity = () => 0;

/** Quantity of one product; re-renders only when that number changes (0 on the server and while hydrating). */
export function useCartQuantity(productId: string): number {
  const read = useCallback(() => getQuantity(productId), [productId]);
  return useSyncExternalStore(cartStore.subscribe, read, serverQuantity);
}

export function useCart() {
  const lines = useCartLines();
  return {
    lines,
    count: cartCount(lines),
    add: addToCart,
    increment: incrementItem,
    decrement: decrementItem,
    setQuantity,
    remove: removeItem,
    clear: clearCart,
    replace: replaceCart,
  };
}

/**
 * Calls `listener` with the new lines after every change (not on mount). For the backend cart sync (§4):
 * debounce inside the listener; the latest listener is always used without re-subscribing.
 */
export function useCartSubscription(listener: (lines: readonly CartLine[]) => void) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => cartStore.subscribe(() => latest.current(cartStore.get())), []);
}
