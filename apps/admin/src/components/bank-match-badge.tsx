// What the shop's bank statement says about a payment proof, as a pill beside the payment badge. The words
// come from the domain (one source for the API and console); the tone picks the same colours as the
// payment badges in status-badges.tsx, so green always means "money is in" and red "do not ship yet".
import {
  BANK_MATCH_BADGES,
  BANK_MATCH_EXPLAINED,
  BANK_UNCHECKED_LABEL,
  type BankCreditDto,
  type BankMatch,
} from '@pataka/domain/bank-statement';
import { formatBankDate, formatPaise } from '../lib/statement-format.ts';

type Tone = (typeof BANK_MATCH_BADGES)[BankMatch]['tone'];

const TONES: Record<Tone | 'none', string> = {
  good: 'bg-green-100 text-green-900 ring-green-300',
  warn: 'bg-amber-100 text-amber-900 ring-amber-300',
  bad: 'bg-red-100 text-red-900 ring-red-300',
  none: 'bg-stone-100 text-stone-700 ring-stone-300',
};

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** `wrap` lets the longer labels break inside a narrow tile instead of overflowing it. */
export function BankMatchBadge({ match, wrap = false }: { match: BankMatch | null; wrap?: boolean }) {
  const badge = match ? BANK_MATCH_BADGES[match] : null;
  return (
    <span className={`${pill} ${wrap ? 'text-left' : 'whitespace-nowrap'} ${TONES[badge?.tone ?? 'none']}`}>
      {badge?.label ?? BANK_UNCHECKED_LABEL}
    </span>
  );
}

/** The border-and-background of a tile or card in the badge's tone (summary tiles, problem rows). */
export function bankMatchSurface(match: BankMatch | null): string {
  const tone = match ? BANK_MATCH_BADGES[match].tone : 'none';
  return {
    good: 'border-green-300 bg-green-50',
    warn: 'border-amber-300 bg-amber-50',
    bad: 'border-red-300 bg-red-50',
    none: 'border-stone-200 bg-white',
  }[tone];
}

/** The badge, what it means in a sentence, and the bank credit it rests on (the enquiry page's proof). */
export function BankMatchDetails({ match, credit }: { match: BankMatch; credit: BankCreditDto | null }) {
  return (
    <div className={`space-y-1 rounded-lg border p-2 text-sm ${bankMatchSurface(match)}`}>
      <BankMatchBadge match={match} />
      <p className="text-stone-800">{BANK_MATCH_EXPLAINED[match]}</p>
      {credit && (
        <p className="text-stone-700">
          <span className="font-semibold">Bank credit:</span> {formatBankDate(credit.date)} ·{' '}
          <span className="font-semibold tabular-nums">{formatPaise(credit.amountPaise)}</span>
          {/* Wrapped, not truncated: a long narration without spaces must not widen the proof card. */}
          <span className="block text-xs break-all">{credit.narration}</span>
        </p>
      )}
    </div>
  );
}
