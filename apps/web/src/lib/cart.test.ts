import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartStore,
  clearCart,
  decrementItem,
  getQuantity,
  incrementItem,
  replaceCart,
  setQuantity,
} from './cart.ts';

const sparklers = { id: 'p-1', inStock: true };
const soldOut = { id: 'p-2', inStock: false };
const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null');

describe('cart store', () => {
  it('adds an in-stock product and keeps the list in localStorage', () => {
    expect(addToCart(sparklers)).toBe(true);
    expect(addToCart(sparklers, 2)).toBe(true);
    expect(getQuantity('p-1')).toBe(3);
    expect(stored()).toEqual([{ productId: 'p-1', quantity: 3 }]);
  });

  it('refuses a product that is out of stock', () => {
    expect(addToCart(soldOut)).toBe(false);
    expect(cartStore.get()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('caps a product at 99', () => {
    setQuantity('p-1', 98);
    expect(addToCart(sparklers, 5)).toBe(true);
    expect(getQuantity('p-1')).toBe(99);
    expect(addToCart(sparklers)).toBe(false);
    incrementItem('p-1');
    expect(getQuantity('p-1')).toBe(99);
    setQuantity('p-1', 250);
    expect(getQuantity('p-1')).toBe(99);
  });

  it('removes the line when decrementing from 1', () => {
    addToCart(sparklers);
    addToCart({ id: 'p-3', inStock: true }, 2);
    decrementItem('p-3');
    expect(getQuantity('p-3')).toBe(1);
    decrementItem('p-1');
    expect(cartStore.get()).toEqual([{ productId: 'p-3', quantity: 1 }]);
    expect(stored()).toEqual([{ productId: 'p-3', quantity: 1 }]);
  });

  it('counts pieces, not lines, and clears', () => {
    addToCart(sparklers, 4);
    addToCart({ id: 'p-3', inStock: true }, 6);
    expect(cartCount()).toBe(10);
    clearCart();
    expect(cartCount()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('replaces the whole cart, merging repeats and capping each at 99', () => {
    replaceCart([
      { productId: 'a', quantity: 150 },
      { productId: 'b', quantity: 0 },
      { productId: 'c', quantity: 2 },
    ]);
    expect(cartStore.get()).toEqual([
      { productId: 'a', quantity: 99 },
      { productId: 'c', quantity: 2 },
    ]);
  });

  it('notifies subscribers on every change', () => {
    const seen: number[] = [];
    const stop = cartStore.subscribe(() => seen.push(cartCount()));
    addToCart(sparklers);
    incrementItem('p-1');
    decrementItem('p-1');
    stop();
    addToCart(sparklers);
    expect(seen).toEqual([1, 2, 1]);
  });
});
