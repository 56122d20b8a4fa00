// Money in the bank that no payment proof claims: shoppers who paid but never uploaded a screenshot.
import { useState } from 'react';
import type { UnclaimedCreditDto } from '@pataka/domain/bank-statement';
import { Button } from '@pataka/ui/button';
import { LoadError, Panel } from '../../../components/bits.tsx';
import { useUnclaimedCredits } from '../api/unclaimed-credits.ts';
import { formatBankDate, formatPaise } from '../../../lib/statement-format.ts';
import { AttachCreditDialog } from './attach-credit-dialog.tsx';

function CreditRow({ credit, onAttach }: { credit: UnclaimedCreditDto; onAttach: () => void }) {
  return (
    <li className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex items-baseline justify-between gap-2 sm:justify-start">
          <span className="text-stone-700">{formatBankDate(credit.date)}</span>
          <span className="font-bold tabular-nums">{formatPaise(credit.amountPaise)}</span>
        </p>
        <p className="truncate text-stone-700" title={credit.narration}>
          {credit.narration}
        </p>
        <p className="font-mono text-xs text-stone-600">{credit.utr ? `UTR ${credit.utr}` : 'No UTR'}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-start sm:self-center"
        onClick={onAttach}
        aria-label={`Attach ${formatPaise(credit.amountPaise)} of ${formatBankDate(credit.date)} to an enquiry`}
      >
        Attach to enquiry
        {credit.suggestions.length > 0 && (
          <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-900 tabular-nums">
            {credit.suggestions.length}
          </span>
        )}
      </Button>
    </li>
  );
}

export function UnclaimedCreditsSection() {
  const credits = useUnclaimedCredits();
  const [open, setOpen] = useState<UnclaimedCreditDto | null>(null);
  return (
    <Panel
      id="unclaimed"
      title="Money nobody claimed"
      description="Credits in the statement with no payment proof: shoppers who paid but never uploaded."
    >
      {credits.isPending ? (
        <p className="text-sm text-stone-600">Loading the credits…</p>
      ) : credits.isError ? (
        <LoadError message={credits.error.message} onRetry={() => void credits.refetch()} />
      ) : credits.data.length === 0 ? (
        <p className="text-sm text-stone-600">Every credit in the statements belongs to an enquiry.</p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label="Unclaimed credits">
          {credits.data.map((c) => (
            <CreditRow key={c.id} credit={c} onAttach={() => setOpen(c)} />
          ))}
        </ul>
      )}
      {open && <AttachCreditDialog credit={open} onClose={() => setOpen(null)} />}
    </Panel>
  );
}
