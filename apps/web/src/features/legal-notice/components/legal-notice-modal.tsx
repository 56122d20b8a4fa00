import { Button } from '@pataka/ui/button';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '@pataka/ui/modal';
import { CASE_NAME, legalNoticeText as t } from '../messages.ts';

/** The plain-HTML notice the page template carries (see public/legal-gate.js). */
export { STATIC_NOTICE_ID } from '../hooks/use-legal-notice.ts';

/**
 * The legal notice (§1, §2) where the page has no plain-HTML copy of it (the copy is in every page the
 * server sends; this one serves the Vite dev server and a copy already closed elsewhere). The 2018 Supreme Court order and the enquiry-only model. It has no close
 * button and ignores Escape: it shows on every visit until agreed. An overlay, so the page underneath
 * renders (and is measured) normally.
 */
export function LegalNoticeModal({ open, onAgree }: { open: boolean; onAgree: () => void }) {
  return (
    <Modal open={open} title={t.title} size="md">
      <div className="space-y-3 text-sm leading-relaxed text-stone-700">
        <p className="flex items-start gap-3 rounded-lg bg-saffron-50 p-3 text-brand-900">
          <ShieldIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <span>
            {t.order1}
            <em lang="en">{CASE_NAME}</em>
            {t.order2}
          </span>
        </p>
        <p>
          {t.enquiry1}
          <strong>{t.enquiriesOnly}</strong>
          {t.enquiry2}
          <strong>{t.within24}</strong>
          {t.enquiry3}
        </p>
        <p>{t.consent}</p>
      </div>
      <Button className="mt-5 w-full" size="lg" onClick={onAgree}>
        {t.agree}
      </Button>
    </Modal>
  );
}
