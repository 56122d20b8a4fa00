// The first credits of a statement as read: cards on a phone, a table on the counter PC.
import type { StatementCredit } from '@pataka/domain/bank-statement';
import { formatBankDate, formatPaise } from '../../../lib/statement-format.ts';

const NO_UTR = 'No UPI reference';

export function SampleCredits({ credits }: { credits: StatementCredit[] }) {
  return (
    <>
      <ul className="space-y-1.5 lg:hidden" aria-label="Sample credits">
        {credits.map((c) => (
          <li key={c.line} className="rounded-lg bg-white p-2.5 text-sm ring-1 ring-stone-200">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-stone-700">{formatBankDate(c.date)}</span>
              <span className="font-bold tabular-nums">{formatPaise(c.amountPaise)}</span>
            </div>
            <p className={`text-xs ${c.utr ? 'font-mono text-stone-900' : 'text-stone-500'}`}>
              {c.utr ?? NO_UTR}
            </p>
            <p className="truncate text-xs text-stone-600" title={c.narration}>
              {c.narration}
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-lg border border-stone-200 bg-white lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              <th className="w-28 px-2 py-2">Date</th>
              <th className="w-36 px-2 py-2">UTR</th>
              <th className="w-32 px-2 py-2 text-right">Amount</th>
              <th className="px-2 py-2">Narration</th>
            </tr>
          </thead>
          <tbody>
            {credits.map((c) => (
              <tr key={c.line} className="border-t border-stone-100">
                <td className="px-2 py-1.5 whitespace-nowrap">{formatBankDate(c.date)}</td>
                <td className={`px-2 py-1.5 font-mono text-xs ${c.utr ? '' : 'text-stone-500'}`}>
                  {c.utr ?? NO_UTR}
                </td>
                <td className="px-2 py-1.5 text-right font-semibold tabular-nums">
                  {formatPaise(c.amountPaise)}
                </td>
                <td className="truncate px-2 py-1.5 text-stone-700" title={c.narration}>
                  {c.narration}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
