// What the period holds, before anything is downloaded: invoices, credit notes and the net, with the
// tax split. Amounts come from the server (rupees from paise there).
import type { ReportRange } from '@pataka/domain/books/report-range';
import { formatINR } from '@pataka/domain/money';
import { useReportSummary, type ReportSummary } from '../api/report-summary.ts';

type Row = ReportSummary['net'] & { count?: number };

const money = (rupees: number) => formatINR(rupees, { decimals: 2 });

function Figures({ title, row, tone }: { title: string; row: Row; tone?: 'minus' }) {
  const items: [string, string][] = [
    ['Taxable value', money(row.taxable)],
    ['CGST', money(row.cgst)],
    ['SGST', money(row.sgst)],
    ['IGST', money(row.igst)],
  ];
  return (
    <div className="rounded-lg border border-stone-200 p-3">
      <h3 className="flex items-baseline justify-between gap-2 text-sm font-semibold">
        <span>{title}</span>
        {row.count !== undefined && <span className="font-normal text-stone-600">{row.count}</span>}
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-stone-600">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-2 border-t border-stone-200 pt-1 font-semibold">
          <dt>Total</dt>
          <dd className={`tabular-nums ${tone === 'minus' ? 'text-red-700' : ''}`}>
            {tone === 'minus' && row.total > 0 ? '−' : ''}
            {money(row.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function ReportSummaryPanel({ range }: { range: ReportRange }) {
  const { data, isPending, isError, error } = useReportSummary(range);
  return (
    <section
      aria-labelledby="summary-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="summary-title" className="font-semibold">
        Summary
      </h2>
      {isPending ? (
        <p className="text-sm text-stone-600">Adding up…</p>
      ) : isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      ) : data.invoices.count === 0 && data.creditNotes.count === 0 ? (
        <p className="text-sm text-stone-600">
          No invoices or credit notes in this period. Invoices appear here once you issue them from an
          enquiry.
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-3" data-testid="report-summary">
          <Figures title="Invoices" row={data.invoices} />
          <Figures title="Credit notes" row={data.creditNotes} tone="minus" />
          <Figures title="Net sales" row={data.net} />
        </div>
      )}
    </section>
  );
}
