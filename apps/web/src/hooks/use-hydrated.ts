import { useSyncExternalStore } from 'react';

const never = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False on the server and during hydration, true from then on (and at once for anything mounted later).
 * For state that starts from browser storage or the clock: start from the server's value while false,
 * so the first client render matches the server's HTML, then take the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, onClient, onServer);
}
