import { describe, expect, it, vi } from 'vitest';
import { appliedCouponStore } from '../features/coupons/hooks/applied-coupon-store.ts';
import { authStore, setSession } from './auth.ts';
import { cartStore, replaceCart } from './cart.ts';
import { createStore } from './create-store.ts';
import { makeCustomer } from '../testing/fixtures.ts';

describe('createStore', () => {
  it('reads the browser copy lazily, and never for the server snapshot', () => {
    const read = vi.fn(() => ['from storage']);
    const store = createStore(read, [] as string[]);
    expect(store.getServerSnapshot()).toEqual([]);
    expect(read).not.toHaveBeenCalled();
    expect(store.get()).toEqual(['from storage']);
    expect(store.get()).toBe(store.get());
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps a value set before anything read the store', () => {
    const store = createStore(() => 0, 0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(45);
    expect(store.get()).toBe(45);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives the same server snapshot every time (useSyncExternalStore compares by identity)', () => {
    const store = createStore(() => ({ empty: false }), { empty: true });
    expect(store.getServerSnapshot()).toBe(store.getServerSnapshot());
  });
});

describe("the storefront's stores on the server", () => {
  it('render an empty cart, nobody signed in and no coupon, whatever the browser holds', () => {
    replaceCart([{ productId: 'p-1', quantity: 3 }]);
    setSession('tok', makeCustomer());
    expect(cartStore.get()).toHaveLength(1);
    expect(cartStore.getServerSnapshot()).toEqual([]);
    expect(authStore.getServerSnapshot()).toEqual({ token: null, user: null });
    expect(appliedCouponStore.getServerSnapshot()).toBeNull();
  });
});
