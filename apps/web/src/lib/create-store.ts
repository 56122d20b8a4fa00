// A minimal external store for useSyncExternalStore: auth, cart and toasts share it.

export type Store<T> = {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T>(initial: () => T): Store<T> {
  let state: T | undefined;
  let ready = false;
  const listeners = new Set<() => void>();
  // Lazy so the first read happens after config/env.ts has settled the shop (which may clear auth).
  const get = () => {
    if (!ready) {
      state = initial();
      ready = true;
    }
    return state as T;
  };
  return {
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(get()) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
