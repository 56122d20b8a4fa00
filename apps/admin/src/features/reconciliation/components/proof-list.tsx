// Waiting payment proofs as the bank sees them: cards on a phone, a table on the counter PC. The
// enquiry number opens the enquiry, where staff can look at the screenshot and call the shopper.
import { Link } from 'react-router';
import type { ReceivedProofDto } from '@pataka/domain/bank-statement';
import { BankMatchBadge } from '../../../components/bank-match-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatBankDate, formatPaise } from '../../../lib/statement-format.ts';

type Props = {
  proofs: ReceivedProofDto[];
  /** Problems show the badge and both amounts; received ones only the money the bank credited. */
  variant: 'received' | 'problems';
  label: string;
};

/** What the screenshot says (OCR may not have read it). */
const claimed = (paise: number | null) => (paise === null ? 'not read' : formatPaise(paise));
/** What the bank credited (nothing when the UTR is not in the statement). */
const credited = (paise: number | null) => (paise === null ? '—' : formatPaise(paise));
const utrText = (utr: string | null) => utr ?? 'no UTR';

function EnquiryLink({ proof }: { proof: ReceivedProofDto }) {
  return (
    <Link
      to={paths.enquiry.getHref(proof.orderId)}
      className="font-semibold text-brand-800 tabular-nums underline-offset-2 hover:underline"
    >
      {proof.orderNumber}
    </Link>
  );
}

export function ProofList({ proofs, variant, label }: Props) {
  const problems = variant === 'problems';
  return (
    <>
      <ul className="space-y-2 lg:hidden" aria-label={label}>
        {proofs.map((p) => (
          <li key={p.proofId} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <EnquiryLink proof={p} />
              <span className="font-bold tabular-nums">
                {problems ? claimed(p.proofAmountPaise) : credited(p.bankAmountPaise)}
              </span>
            </div>
            <p className="truncate font-medium text-stone-900">{p.customerName}</p>
            <p className="font-mono text-xs text-stone-700">UTR {utrText(p.utr)}</p>
            {problems ? (
              <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
                <BankMatchBadge match={p.bankMatch} />
                {p.bankAmountPaise !== null && (
                  <span className="text-xs text-stone-700">
                    Bank: {formatPaise(p.bankAmountPaise)} on {formatBankDate(p.bankDate)}
                  </span>
                )}
              </div>
            ) : (
              <p className="text-xs text-stone-600">Credited {formatBankDate(p.bankDate)}</p>
            )}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-xl border border-stone-200 bg-white lg:block">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              <th className="px-3 py-2">Enquiry</th>
              <th className="px-3 py-2">Customer</th>
              {problems && <th className="px-3 py-2">Bank says</th>}
              <th className="px-3 py-2">UTR</th>
              {problems && <th className="px-3 py-2 text-right">Screenshot</th>}
              <th className="px-3 py-2 text-right">{problems ? 'Bank' : 'Amount'}</th>
              <th className="px-3 py-2">Bank date</th>
            </tr>
          </thead>
          <tbody>
            {proofs.map((p) => (
              <tr key={p.proofId} className="border-t border-stone-200">
                <td className="px-3 py-2">
                  <EnquiryLink proof={p} />
                </td>
                <td className="max-w-48 truncate px-3 py-2 font-medium">{p.customerName}</td>
                {problems && (
                  <td className="px-3 py-2">
                    <BankMatchBadge match={p.bankMatch} />
                  </td>
                )}
                <td className="px-3 py-2 font-mono text-xs">{utrText(p.utr)}</td>
                {problems && (
                  <td className="px-3 py-2 text-right tabular-nums">{claimed(p.proofAmountPaise)}</td>
                )}
                <td className="px-3 py-2 text-right font-semibold tabular-nums">
                  {credited(p.bankAmountPaise)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatBankDate(p.bankDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
