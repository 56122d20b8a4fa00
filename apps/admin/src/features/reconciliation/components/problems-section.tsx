// Waiting proofs the bank statement contradicts: look at these before shipping. The explanation of each
// kind present is given once under the list, in the words the enquiry page uses.
import { BANK_MATCH_EXPLAINED, BANK_MATCHES, type ReceivedProofDto } from '@pataka/domain/bank-statement';
import { BankMatchBadge } from '../../../components/bank-match-badge.tsx';
import { Panel } from '../../../components/bits.tsx';
import { ProofList } from './proof-list.tsx';

export function ProblemsSection({ problems }: { problems: ReceivedProofDto[] }) {
  const kinds = BANK_MATCHES.filter((m) => problems.some((p) => p.bankMatch === m));
  return (
    <Panel
      id="problems"
      title="Check before shipping"
      description="Payment proofs the bank statement does not back up. Open the enquiry, compare, call the shopper."
    >
      {problems.length === 0 ? (
        <p className="text-sm text-stone-600">No payment proof disagrees with the bank statement.</p>
      ) : (
        <>
          <ProofList proofs={problems} variant="problems" label="Payments to check" />
          <dl className="space-y-1.5 text-sm">
            {kinds.map((m) => (
              <div key={m} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-2">
                <dt className="shrink-0">
                  <BankMatchBadge match={m} />
                </dt>
                <dd className="text-stone-700">{BANK_MATCH_EXPLAINED[m]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Panel>
  );
}
