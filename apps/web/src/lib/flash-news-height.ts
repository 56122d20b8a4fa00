// The fixed flash-news bar's height, for what must sit above it: the room under the footer, the chat
// button, the offline banner and Quick Buy's sticky bar.
//
// A store and not a CSS variable on <html>: custom properties inherit, so setting one on the root
// restyles every element of the page. In a Lighthouse trace of /category that was one 46 ms style
// recalculation right after hydration, a long task on its own; the store re-renders the four readers.
import { createStore, useStore } from './create-store.ts';

/** In px; 0 while no bar shows (and on the server, which cannot measure it). */
export const flashNewsHeight = createStore(() => 0, 0);

export function useFlashNewsHeight(): number {
  return useStore(flashNewsHeight);
}
