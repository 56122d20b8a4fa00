// The fixed flash-news bar's height, for what must sit above it: the room under the footer, the chat
// button, the offline banner and Quick Buy's sticky bar.
//
// Each of those elements gets the height as its own custom property, written straight into its style,
// not through React:
// - not one variable on <html>: custom properties inherit, so setting one on the root restyles every
//   element of the page (in a Lighthouse trace of /category, one 46 ms style recalculation right after
//   hydration, a long task on its own);
// - not React state: the bar publishes its height from an effect of the commit that ends hydration, and
//   a store read with useSyncExternalStore re-rendered the readers synchronously inside that commit's
//   task, already the longest of the page load.
import { createStore } from './create-store.ts';

/** In px; 0 while no bar shows (and on the server, which cannot measure it). */
export const flashNewsHeight = createStore(() => 0, 0);

/** The height in CSS, for an element that follows it (`ref={followFlashNewsHeight}`). */
export const FLASH_NEWS_HEIGHT = 'var(--flash-news-height, 0px)';

/** A ref callback: keeps the element's --flash-news-height equal to the bar's height while mounted. */
export function followFlashNewsHeight(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const apply = () => element.style.setProperty('--flash-news-height', `${flashNewsHeight.get()}px`);
  apply();
  return flashNewsHeight.subscribe(apply);
}
