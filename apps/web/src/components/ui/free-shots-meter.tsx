import { formatINR } from '@pataka/domain/money';
import { FREE_SHOT_BANDS, freeShotsFor, nextFreeShotsBand } from '@pataka/domain/offers';
import { GiftIcon } from './icons.tsx';
import { freeShotsText as t } from './free-shots/messages.ts';

/** 'Add ₹X more for N free shots', or the top offer once reached (§9 free-shots bands). */
export function freeShotsHint(amount: number): string | null {
  const next = nextFreeShotsBand(amount);
  return next ? t.freeShotsHint(formatINR(next.remaining), next.band.shots) : null;
}

/**
 * The free-shots offer against an order amount: what is earned, what the next band needs, and a bar
 * from the current band's start to the next one (Quick Buy's bar and the cart).
 */
export function FreeShotsMeter({
  amount,
  showBar = true,
  className = '',
}: {
  amount: number;
  showBar?: boolean;
  className?: string;
}) {
  const earned = freeShotsFor(amount);
  const next = nextFreeShotsBand(amount);
  const from = earned?.band.min ?? 0;
  const to = next?.band.min ?? FREE_SHOT_BANDS[FREE_SHOT_BANDS.length - 1]!.min;
  const percent = next ? Math.min(100, Math.max(0, ((amount - from) / Math.max(1, to - from)) * 100)) : 100;

  return (
    <div className={className} data-testid="free-shots">
      <p className="flex items-start gap-2 text-sm">
        <GiftIcon className="mt-0.5 size-4 shrink-0 text-saffron-600" />
        <span>
          {earned && <strong className="text-green-800">{t.freeShotsEarned(earned.shots)}</strong>}
          {next ? (
            <span className="text-stone-700">{freeShotsHint(amount)}</span>
          ) : (
            <span className="text-stone-700">{t.freeShotsTop}</span>
          )}
        </span>
      </p>
      {showBar && (
        <div
          role="progressbar"
          aria-label={t.freeShotsProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-saffron-400 to-brand-600 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
