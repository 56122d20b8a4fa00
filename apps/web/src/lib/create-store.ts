// A minimal external store for useSyncExternalStore: auth, cart, coupon and toasts share it (the flash-news
// bar's height too, read with get and subscribe only: lib/flash-news-height.ts).
//
// Every store has two readings. `get` is the browser's (it reads localStorage or sessionStorage);
// `getServerSnapshot` is what the server rendered (it has no storage: an empty cart, nobody signed in).
// React uses the server snapshot while it hydrates the server's HTML, so the first client render matches
// that HTML, and re-renders with `get` straight after: a stored cart count appears one frame later
// instead of failing hydration.
import { useSyncExternalStore } from 'react';

export type Store<T> = {
  get(): T;
  /** The value the server renders with, and the one hydration starts from. Never reads storage. */
  getServerSnapshot(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

/**
 * `initial` reads the browser's copy; `serverValue` is what a visitor with empty storage has. Keep
 * `serverValue` a constant: useSyncExternalStore compares snapshots by identity.
 */
export function createStore<T>(initial: () => T, serverValue: T): Store<T> {
  let state: T | undefined;
  let ready = false;
  const listeners = new Set<() => void>();
  // Lazy so the first read happens after config/env.ts has settled the shop (which may clear auth).
  const get = () => {
    if (!ready) {
      const stored = initial();
      // Nothing stored (a first visit): the very server value, so hydration finds the store unchanged.
      // A different but equal object would make React re-render every reader synchronously after
      // hydrating, in one long task (seen as 190 ms of blocking time on /products).
      state = sameValue(stored, serverValue) ? serverValue : stored;
      ready = true;
    }
    return state as T;
  };
  return {
    get,
    getServerSnapshot: () => serverValue,
    set(next) {
      // Read first: a value set before anything read the store would otherwise be replaced by `initial`.
      const prev = get();
      const value = typeof next === 'function' ? (next as (prev: T) => T)(prev) : next;
      if (Object.is(value, prev)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** The store's value in a component, hydration-safe (see the top of this file). */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}
