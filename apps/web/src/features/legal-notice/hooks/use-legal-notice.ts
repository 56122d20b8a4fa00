// Whether the legal notice (§2) is still owed: it reappears on every visit until agreed (§4).
//
// The server cannot read localStorage, so it renders as if the visitor had agreed (no modal) and
// hydration does the same; the page's plain-HTML copy of the notice (#static-legal-notice, hidden before
// paint by legal-gate.js for visitors who agreed before) covers that time. Once hydrated, the browser's
// answer shows the React modal, which removes the plain copy in the same frame (LegalNoticeModal).
import { useSyncExternalStore } from 'react';
import { legalNoticeAgreed } from '../../../lib/storage.ts';

export const hasAgreedToLegalNotice = () => legalNoticeAgreed.get()?.agreed === true;

/** Agreed in this page even if storage refused the write (private mode): the modal must still close. */
let agreedHere = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Remembers the agreement with its date (§3: legal_notice_agreed). */
export function agreeToLegalNotice(now: Date = new Date()) {
  legalNoticeAgreed.set({ agreed: true, date: now.toISOString() });
  agreedHere = true;
  notify();
}

/** Dispatched by public/legal-gate.js when the plain-HTML notice is agreed to. */
export const STATIC_AGREED_EVENT = 'legal-notice-agreed';

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Agreeing in another tab closes the notice here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === legalNoticeAgreed.key) listener();
  };
  window.addEventListener('storage', onStorage);
  // Agreeing on the plain-HTML copy (legal-gate.js) after hydration, before our modal took over.
  window.addEventListener(STATIC_AGREED_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(STATIC_AGREED_EVENT, listener);
  };
}

// Read through to storage, not cached: the plain-HTML notice may have been agreed to (legal-gate.js writes
// the same key) between this module loading and React asking.
const clientSnapshot = () => agreedHere || hasAgreedToLegalNotice();
const serverSnapshot = () => true;

/** Tests only: forget an agreement made in this page. */
export function resetLegalNoticeForTests() {
  agreedHere = false;
  notify();
}

/** Whether the notice is settled (true on the server and while hydrating), and the action that settles it. */
export function useLegalNotice() {
  const agreed = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  return { agreed, agree: () => agreeToLegalNotice() };
}
