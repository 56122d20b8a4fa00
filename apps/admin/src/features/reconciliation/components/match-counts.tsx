// Where the waiting payment proofs stand against the bank statement: one tile per badge.
import { BANK_MATCHES, type ReconciliationDto } from '@pataka/domain/bank-statement';
import { BankMatchBadge, bankMatchSurface } from '../../../components/bank-match-badge.tsx';

const ORDER = [...BANK_MATCHES, null] as const;

export function MatchCounts({ counts }: { counts: ReconciliationDto['counts'] }) {
  return (
    <ul
      aria-label="Payments waiting, by what the bank says"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
    >
      {ORDER.map((match) => {
        const n = counts[match ?? 'unchecked'];
        return (
          <li
            key={match ?? 'unchecked'}
            className={`flex flex-col items-start gap-1 rounded-xl border p-3 ${n > 0 ? bankMatchSurface(match) : 'border-stone-200 bg-white'}`}
          >
            <span className="text-2xl font-bold text-stone-900 tabular-nums">{n}</span>
            <BankMatchBadge match={match} wrap />
          </li>
        );
      })}
    </ul>
  );
}
