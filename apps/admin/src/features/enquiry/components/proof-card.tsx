// One payment proof: the screenshot beside what the server read from it, the warnings in plain words,
// what the shop's bank statement says about it, and Verify / Reject.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DESK_MESSAGES } from '@pataka/domain/staff-messages';
import { formatINR } from '@pataka/domain/money';
import { Button } from '@pataka/ui/button';
import { BankMatchDetails } from '../../../components/bank-match-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { fetchBlobUrl } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { StaffOrder, StaffProof } from '../../../lib/order-types.ts';
import { useReviewProof } from '../api/review-proof.ts';
import { openProtectedFile } from '../api/print-slip.ts';

export const FLAG_TEXT: Record<string, string> = {
  amount_mismatch: 'Amount differs from the enquiry total',
  payee_mismatch: "Paid to a different UPI ID than the shop's",
  utr_reused: 'This UTR was already used on another enquiry',
  duplicate_image: 'The same screenshot was uploaded before',
};

/** The API path of a proof's file (its url is "/api/v1/uploads/{id}/file"). */
const apiPath = (url: string) => url.replace(/^\/api\/v1/, '');
const isPdf = (proof: StaffProof) =>
  proof.fileType === 'application/pdf' || proof.fileName.toLowerCase().endsWith('.pdf');

function ProofImage({ proof }: { proof: StaffProof }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchBlobUrl(apiPath(proof.url))
      .then((u) => {
        url = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [proof.url]);
  if (failed) return <p className="p-4 text-sm text-red-700">Could not load the screenshot.</p>;
  if (!src)
    return <div className="h-64 animate-pulse rounded-lg bg-stone-100" aria-label="Loading the screenshot" />;
  return (
    <a href={src} target="_blank" rel="noreferrer" title="Open full size">
      <img
        src={src}
        alt={`Payment screenshot ${proof.fileName}`}
        className="max-h-96 w-full rounded-lg bg-stone-100 object-contain"
      />
    </a>
  );
}

/**
 * The bank's word on the proof. A waiting proof no statement covers yet says so, with the way to fix
 * that; `undefined` (a server without statements) shows nothing.
 */
function BankCheck({ proof }: { proof: StaffProof }) {
  if (proof.bankMatch) return <BankMatchDetails match={proof.bankMatch} credit={proof.bankCredit ?? null} />;
  if (proof.bankMatch === null && proof.status === 'submitted')
    return (
      <p className="text-xs text-stone-600">
        Not checked against the bank yet —{' '}
        <Link to={paths.payments.getHref()} className="font-semibold text-brand-800 underline">
          import a bank statement
        </Link>
      </p>
    );
  return null;
}

const STATUS_TEXT = { submitted: 'To verify', verified: 'Verified', rejected: 'Rejected' } as const;

export function ProofCard({ order, proof }: { order: StaffOrder; proof: StaffProof }) {
  const review = useReviewProof(order.id);
  const [confirmOrder, setConfirmOrder] = useState(order.status === 'pending');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const e = proof.extractedData ?? {};
  const amount = typeof e.amount === 'number' ? e.amount : null;
  const fields: [string, string | null][] = [
    ['UTR', (e.utr as string | null) ?? null],
    ['Amount', amount !== null ? formatINR(amount) : null],
    ['Date', [e.date, e.time].filter(Boolean).join(' ') || null],
    ['Paid to', [e.payeeName, e.payeeUpiId].filter(Boolean).join(' · ') || null],
    ['App', (e.app as string | null) ?? null],
    ['Status', (e.status as string | null) ?? null],
  ];

  return (
    <article className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-2">
      <div>
        {isPdf(proof) ? (
          <Button
            variant="outline"
            className="w-full"
            onClick={() => void openProtectedFile(apiPath(proof.url))}
          >
            Open PDF ({proof.fileName})
          </Button>
        ) : (
          <ProofImage proof={proof} />
        )}
      </div>
      <div className="space-y-3">
        <p className="text-xs text-stone-600">
          Uploaded {formatDateTime(proof.createdAt)} ·{' '}
          <span
            className={`font-bold ${proof.status === 'verified' ? 'text-green-700' : proof.status === 'rejected' ? 'text-red-700' : 'text-saffron-700'}`}
          >
            {STATUS_TEXT[proof.status]}
          </span>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd className={`font-semibold break-all ${value ? '' : 'text-stone-400'}`}>
                {value ?? 'not read'}
              </dd>
            </div>
          ))}
        </dl>
        {proof.flags.length > 0 && (
          <ul className="space-y-1" aria-label="Warnings">
            {proof.flags.map((f) => (
              <li key={f} className="rounded-md bg-red-50 px-2 py-1 text-sm font-semibold text-red-800">
                ⚠ {FLAG_TEXT[f] ?? f}
              </li>
            ))}
          </ul>
        )}
        <BankCheck proof={proof} />
        {proof.reviewNote && <p className="text-sm text-stone-700">Note: {proof.reviewNote}</p>}
        {proof.status === 'submitted' && !rejecting && (
          <div className="space-y-2">
            {order.status === 'pending' && (
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  checked={confirmOrder}
                  onChange={(ev) => setConfirmOrder(ev.target.checked)}
                  className="size-5 accent-brand-700"
                />
                Also confirm the enquiry
              </label>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button
                className="!bg-green-700 hover:!bg-green-800"
                loading={review.isPending}
                onClick={() =>
                  review.mutate({
                    proofId: proof.id,
                    status: 'verified',
                    confirmOrder: order.status === 'pending' && confirmOrder,
                  })
                }
              >
                Verify
              </Button>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                Reject
              </Button>
            </div>
          </div>
        )}
        {rejecting && (
          <form
            className="space-y-2"
            onSubmit={(ev) => {
              ev.preventDefault();
              if (reason.trim())
                review.mutate(
                  { proofId: proof.id, status: 'rejected', note: reason.trim() },
                  { onSuccess: () => setRejecting(false) },
                );
            }}
          >
            <label className="block text-sm font-semibold">
              Why is it rejected?
              <textarea
                value={reason}
                onChange={(ev) => setReason(ev.target.value)}
                rows={2}
                required
                className="mt-1 block w-full rounded-lg border border-stone-300 p-2 text-base font-normal"
              />
            </label>
            {!reason.trim() && <p className="text-xs text-stone-600">{DESK_MESSAGES.rejectNeedsReason}</p>}
            <div className="flex gap-2">
              <Button type="submit" variant="danger" disabled={!reason.trim()} loading={review.isPending}>
                Reject payment
              </Button>
              <Button variant="ghost" onClick={() => setRejecting(false)}>
                Back
              </Button>
            </div>
          </form>
        )}
      </div>
    </article>
  );
}
