import { useId } from 'react';
import { MESSAGES } from '@pataka/domain/messages';
import { formatINR } from '@pataka/domain/money';
import type { OrderTotals } from '@pataka/domain/pricing';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { cartText } from '../messages.ts';

export type MinimumOrderNoticeProps = {
  totals: Pick<OrderTotals, 'minimumOrder' | 'meetsMinimum' | 'shortBy'>;
  state: string;
  onStateChange: (state: string) => void;
  /** False when the shop does not deliver to the chosen state. */
  served: boolean;
};

/** The minimum order depends on where it goes (DESIGN.md): let the shopper say, then show what is missing. */
export function MinimumOrderNotice({ totals, state, onStateChange, served }: MinimumOrderNoticeProps) {
  const selectId = useId();
  let tone = 'border-green-600 bg-green-50 text-green-900';
  let Icon = CheckIcon;
  let message: string;
  if (!served) {
    tone = 'border-red-600 bg-red-50 text-red-900';
    Icon = AlertIcon;
    message = MESSAGES.stateNotServed;
  } else if (totals.minimumOrder <= 0) {
    message = cartText.noMinimum;
  } else if (totals.meetsMinimum) {
    message = cartText.minimumReached(formatINR(totals.minimumOrder), state);
  } else {
    tone = 'border-amber-500 bg-amber-50 text-amber-900';
    Icon = AlertIcon;
    message = cartText.minimumShort(state, formatINR(totals.minimumOrder), formatINR(totals.shortBy));
  }

  return (
    <div data-testid="minimum-order">
      <label htmlFor={selectId} className="text-sm font-semibold text-stone-800">
        {cartText.deliveringTo}
      </label>
      <select
        id={selectId}
        value={state}
        onChange={(e) => onStateChange(e.target.value)}
        className="mt-1 h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm focus:border-brand-600 focus:outline-2 focus:outline-saffron-400"
      >
        {INDIAN_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <p
        className={`mt-2 flex items-start gap-2 rounded-lg border-l-4 px-3 py-2 text-sm ${tone}`}
        data-testid="minimum-order-message"
        aria-live="polite"
      >
        <Icon className="mt-0.5 size-4 shrink-0" />
        <span>{message}</span>
      </p>
    </div>
  );
}
