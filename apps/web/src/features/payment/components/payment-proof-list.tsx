import type { PaymentProof, PaymentProofStatus } from '@pataka/domain/api-types';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { localeTag } from '../../../i18n/locale.ts';
import { flagText, readExtraction } from '../extracted-payment.ts';
import { paymentText } from '../messages.ts';
import { ExtractedDetails } from './extracted-details.tsx';

/** Read while rendering: the labels follow the page's language. */
const proofStatus = (status: PaymentProofStatus): { label: string; tone: string } => {
  switch (status) {
    case 'verified':
      return { label: paymentText.proofVerified, tone: 'bg-green-50 text-green-900 ring-green-200' };
    case 'rejected':
      return { label: paymentText.proofRejected, tone: 'bg-red-50 text-red-900 ring-red-200' };
    default:
      return { label: paymentText.proofAwaiting, tone: 'bg-blue-50 text-blue-900 ring-blue-200' };
  }
};

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(localeTag(), {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      });
};

/** The proofs already sent for this enquiry, newest first, with the shop's verdict and what was read. */
export function PaymentProofList({
  proofs,
}: {
  proofs: readonly (PaymentProof & { reviewNote?: string | null })[];
}) {
  if (proofs.length === 0) return null;
  const sorted = [...proofs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ul className="space-y-3" aria-label={paymentText.proofsSent}>
      {sorted.map((proof, i) => {
        const status = proofStatus(proof.status);
        const view = readExtraction(proof.extractedData as Record<string, unknown> | null);
        return (
          <li key={proof.id ?? `${proof.url}-${i}`} className="rounded-lg border border-stone-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm font-medium text-stone-900">{proof.fileName}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset ${status.tone}`}>
                {status.label}
              </span>
            </div>
            <p className="text-xs text-stone-500">{paymentText.sentAt(when(proof.createdAt))}</p>
            {view.state === 'done' && (
              <div className="mt-2">
                <ExtractedDetails details={view.details} />
              </div>
            )}
            {(view.state === 'processing' || view.state === 'unreadable') && (
              <p className="mt-2 text-sm text-stone-600">{view.message}</p>
            )}
            {proof.flags.map((flag) => (
              <p key={flag} className="mt-2 flex items-start gap-2 text-sm text-brand-900">
                <AlertIcon className="mt-0.5 size-4 shrink-0 text-saffron-600" />
                {flagText(flag) ?? flag}
              </p>
            ))}
            {proof.reviewNote && (
              <p className="mt-2 text-sm text-stone-700 italic">{paymentText.shopNote(proof.reviewNote)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
