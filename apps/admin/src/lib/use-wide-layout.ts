// Whether the console shows the counter PC's wide layout (Tailwind's lg breakpoint, 1024 px) or a phone's.
// The inbox and the products list render only the layout on screen: rendering the phone cards and the
// CSS-hidden table both doubled the DOM and the render work of every page, which on a phone at 4× CPU
// was the longest task of opening the list (issue 30, decision 148).
import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1024px)';

// One MediaQueryList for the page: React reads the snapshot on every render of every list, and
// matchMedia() builds and evaluates a new query each call.
let query: MediaQueryList | null | undefined;
const media = () =>
  (query ??= typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True at 1024 px and wider (the table), false on a phone or tablet (the cards). */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
