// Whether the legal notice (§2) is still owed: it reappears on every visit until agreed (§4).
//
// Every page the server sends carries a plain-HTML copy of the notice (#static-legal-notice): shown at
// the first paint, hidden before paint by legal-gate.js for a visitor who agreed before, and closed by it
// (with or without JavaScript). React renders its own modal only where there is no such copy, so the
// server and hydration render none, and a first visit paints the notice once, from the HTML.
import { useSyncExternalStore } from 'react';
import { legalNoticeAgreed } from '../../../lib/storage.ts';

/** The page template's plain-HTML copy of the notice (apps/web/index.html). */
export const STATIC_NOTICE_ID = 'static-legal-notice';

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

/**
 * The page's plain-HTML copy is still up: it stays in charge (legal-gate.js closes it and tells us).
 * Swapping in the React modal would repaint the largest thing on a first visit once the script has run,
 * moving the page's LCP from the HTML's first paint to after hydration.
 */
const staticNoticeOnPage = () =>
  typeof document !== 'undefined' && document.getElementById(STATIC_NOTICE_ID) !== null;

// Read through to storage, not cached: the plain-HTML notice may have been agreed to (legal-gate.js writes
// the same key) between this module loading and React asking.
const agreedSnapshot = () => agreedHere || hasAgreedToLegalNotice();
const modalSnapshot = () => !agreedSnapshot() && !staticNoticeOnPage();

/** Tests only: forget an agreement made in this page. */
export function resetLegalNoticeForTests() {
  agreedHere = false;
  notify();
}

/**
 * `agreed`: the visitor has agreed (what the how-to-order video waits for). `showModal`: React must show
 * its own notice (agreed to nothing and no plain-HTML copy on the page). The server renders neither, and
 * a first visit hydrates with the same answers, so hydration is not followed by a forced re-render.
 */
export function useLegalNotice() {
  const agreed = useSyncExternalStore(subscribe, agreedSnapshot, () => false);
  const showModal = useSyncExternalStore(subscribe, modalSnapshot, () => false);
  return { agreed, showModal, agree: () => agreeToLegalNotice() };
}
