// Where a share goes: the phone's own share sheet when there is one, else WhatsApp in a new tab.
// Only ever called from a click handler: it reads navigator and location, which the server has not.
import { whatsappShareLink, type ShareMessage } from '@pataka/domain/whatsapp';

/**
 * A phone with the Web Share API. Desktop browsers have navigator.share too, but their share sheet
 * rarely offers WhatsApp: there wa.me (WhatsApp Web or the desktop app) is what the shopper wants.
 */
export function hasPhoneShareSheet(): boolean {
  return (
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** A storefront path as the absolute URL a link preview needs (the page's canonical URL). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;

// By name: a DOMException is not an Error in every DOM (jsdom, older WebViews).
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** Shares through the share sheet, or opens the wa.me link; the shopper closing the sheet is no error. */
export async function shareMessage(share: ShareMessage): Promise<void> {
  if (hasPhoneShareSheet()) {
    try {
      await navigator.share({ title: share.title, text: share.text, url: share.url });
      return;
    } catch (error) {
      if (isAbort(error)) return;
      // Refused (no permission, data the sheet would not take): WhatsApp still works.
    }
  }
  window.open(whatsappShareLink(share), '_blank', 'noopener,noreferrer');
}
