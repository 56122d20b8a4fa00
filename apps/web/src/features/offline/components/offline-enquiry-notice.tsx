import { offlineText } from '../messages.ts';
import type { OfflineSubmitState } from '../use-offline-submit.ts';

/** Under the enquiry button while an enquiry waits for the connection (use-offline-submit.ts). */
export function OfflineEnquiryNotice({ state }: { state: OfflineSubmitState }) {
  if (state === 'idle') return null;
  return (
    <p
      role="status"
      data-testid="offline-enquiry"
      className="mt-4 rounded-lg border border-saffron-300 bg-saffron-50 px-3 py-2 text-sm text-brand-900"
    >
      {state === 'held' ? offlineText.enquiryHeld : offlineText.enquirySending}
    </p>
  );
}
