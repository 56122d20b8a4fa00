// Whether the legal notice (§2) is still owed: it reappears on every visit until agreed (§4).
import { useState } from 'react';
import { legalNoticeAgreed } from '../../../lib/storage.ts';

export const hasAgreedToLegalNotice = () => legalNoticeAgreed.get()?.agreed === true;

/** Remembers the agreement with its date (§3: legal_notice_agreed). */
export function agreeToLegalNotice(now: Date = new Date()) {
  legalNoticeAgreed.set({ agreed: true, date: now.toISOString() });
}

/** Whether the notice is still owed, and the action that settles it. */
export function useLegalNotice() {
  const [agreed, setAgreed] = useState(hasAgreedToLegalNotice);
  return {
    agreed,
    agree: () => {
      agreeToLegalNotice();
      setAgreed(true);
    },
  };
}
