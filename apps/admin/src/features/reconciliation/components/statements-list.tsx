// The statements imported so far, newest first: which days the bank has told us about.
import type { StatementDto } from '@pataka/domain/bank-statement';
import { formatDateTime } from '../../../lib/format.ts';
import { formatPaise, formatPeriod, plural } from '../../../lib/statement-format.ts';

export function StatementsList({ statements }: { statements: StatementDto[] }) {
  if (statements.length === 0)
    return (
      <p className="text-sm text-stone-600">
        No statement imported yet — import one above to check the payments against the bank.
      </p>
    );
  return (
    <ul className="divide-y divide-stone-100" aria-label="Imported statements">
      {statements.map((s) => (
        <li key={s.id} className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-4">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-stone-900" title={s.fileName}>
              {s.fileName}
            </p>
            <p className="text-stone-700">{formatPeriod(s.periodFrom, s.periodTo)}</p>
          </div>
          <p className="text-stone-700 tabular-nums sm:text-right">
            {plural(s.credits, 'credit')} · {formatPaise(s.totalCreditedPaise)}
            <span className="block text-xs text-stone-600">
              {s.creditsAdded === 0 ? 'nothing new' : `${s.creditsAdded.toLocaleString('en-IN')} new`}
            </span>
          </p>
          <p className="text-xs text-stone-600 sm:w-52 sm:text-right">
            {s.importedBy} · {formatDateTime(s.importedAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
