import type { ShippingSettings } from '@pataka/domain/api-types';
import { formatINR } from '@pataka/domain/money';
import { contentText as t } from '../messages.ts';

/** 'tamil nadu' → 'Tamil Nadu' (settings keep state names in lower case). */
export const titleCase = (text: string) =>
  text.replace(/\b([a-z])([a-z]*)/g, (_, first: string, rest: string) =>
    ['and', 'of'].includes(first + rest) ? first + rest : first.toUpperCase() + rest,
  );

/** Minimum order per state from the shop's shipping settings, then everywhere else. */
export function MinimumOrderTable({ settings }: { settings: ShippingSettings }) {
  const states = Object.entries(settings.stateMinimums ?? {}).sort(
    ([sa, a], [sb, b]) => a - b || sa.localeCompare(sb),
  );
  return (
    <table className="mt-3 w-full overflow-hidden rounded-lg border border-stone-200 text-left text-sm">
      <caption className="sr-only">{t.minimumByState}</caption>
      <thead className="bg-brand-800 text-white">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            {t.deliveryState}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t.minimumOrder}
          </th>
        </tr>
      </thead>
      <tbody>
        {states.map(([state, amount]) => (
          <tr key={state} className="border-t border-stone-200">
            <td className="px-3 py-2">{titleCase(state)}</td>
            <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatINR(amount)}</td>
          </tr>
        ))}
        <tr className="border-t border-stone-200 bg-stone-50">
          <td className="px-3 py-2">{states.length ? t.allOtherStates : t.allStates}</td>
          <td className="px-3 py-2 text-right font-semibold tabular-nums">
            {settings.minimumOrderAmount > 0 ? formatINR(settings.minimumOrderAmount) : t.noMinimum}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
