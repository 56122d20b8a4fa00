import { Button } from '@pataka/ui/button';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '@pataka/ui/modal';

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
    <Modal open={open} title="Important Legal Notice" size="md">
      <div className="space-y-3 text-sm leading-relaxed text-stone-700">
        <p className="flex items-start gap-3 rounded-lg bg-saffron-50 p-3 text-brand-900">
          <ShieldIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <span>
            As per the order of the Hon&apos;ble Supreme Court of India dated 23 October 2018 in{' '}
            <em>Arjun Gopal &amp; Ors. v. Union of India &amp; Ors.</em>, which restricted the online sale of
            firecrackers, we do not sell or take payment for crackers online.
          </span>
        </p>
        <p>
          This website is for <strong>enquiries only</strong>. Browse our products, add what you like to the
          cart and submit an enquiry with your details. Our team will contact you{' '}
          <strong>within 24 hours</strong> to confirm availability, the final price and delivery or pickup
          through a licensed transport service.
        </p>
        <p>
          By continuing you confirm that you are placing an enquiry, not an online purchase, and that you will
          follow local laws and safety guidelines when using fireworks.
        </p>
      </div>
      <Button className="mt-5 w-full" size="lg" onClick={onAgree}>
        I Agree &amp; Continue
      </Button>
    </Modal>
  );
}
