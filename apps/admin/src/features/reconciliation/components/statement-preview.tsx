// Step two of an import: what the reader made of the file, for staff to check before anything is saved
// (the right columns? the right period? about the money they expect?).
import type { StatementPreviewDto } from '@pataka/domain/bank-statement';
import { Button } from '@pataka/ui/button';
import { formatPaise, formatPeriod, plural } from '../../../lib/statement-format.ts';
import { SampleCredits } from './sample-credits.tsx';

type Props = {
  preview: StatementPreviewDto;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
};

function Fact({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-2.5">
      <dt className="text-xs font-semibold text-stone-600">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'text-lg font-bold text-brand-900' : 'font-semibold'}`}>
        {value}
      </dd>
    </div>
  );
}

/** "Import 12 credits"; when every credit was seen before the file may still bring a new period. */
export const importLabel = (newCredits: number) =>
  newCredits === 0 ? 'Import statement (no new credits)' : `Import ${plural(newCredits, 'credit')}`;

export function StatementPreview({ preview, importing, onImport, onCancel }: Props) {
  return (
    <section
      aria-label="Statement preview"
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-3 sm:p-4"
    >
      <div>
        <p className="text-sm break-all text-stone-600">
          <span className="font-semibold text-stone-900">{preview.fileName}</span> — nothing is saved yet.
        </p>
        <p className="mt-1 font-semibold text-brand-900">{preview.layoutLabel}</p>
        <p className="text-xs text-stone-600">Header found on line {preview.headerLine}</p>
      </div>

      <div>
        <h3 className="text-sm font-semibold text-stone-900">Columns recognised</h3>
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Columns recognised">
          {preview.columns.map((c) => (
            <li
              key={`${c.role}-${c.header}`}
              className="max-w-full rounded-md bg-white px-2 py-1 text-sm break-words ring-1 ring-stone-200"
            >
              <span className="font-semibold">{c.label}</span> ← “{c.header}”
            </li>
          ))}
        </ul>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <div className="col-span-2">
          <Fact label="Period" value={formatPeriod(preview.periodFrom, preview.periodTo)} />
        </div>
        <div className="col-span-2">
          <Fact label="Total credited" value={formatPaise(preview.totalCreditedPaise)} strong />
        </div>
        <Fact label="Rows read" value={preview.rowsRead.toLocaleString('en-IN')} />
        <Fact label="Credits" value={preview.credits.toLocaleString('en-IN')} />
        <Fact label="Credits with UTR" value={preview.creditsWithUtr.toLocaleString('en-IN')} />
        <Fact label="Debits" value={preview.debits.toLocaleString('en-IN')} />
        <Fact label="New credits" value={preview.newCredits.toLocaleString('en-IN')} strong />
        <Fact label="Already imported" value={preview.alreadyImported.toLocaleString('en-IN')} />
      </dl>

      {/* Sticky above the phone's bottom tabs, so the button stays in reach while staff read the rows. */}
      <div className="sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-20 space-y-1 rounded-xl border border-stone-200 bg-white p-2 shadow-sm lg:bottom-4">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel} disabled={importing}>
            Cancel
          </Button>
          <Button onClick={onImport} loading={importing}>
            {importLabel(preview.newCredits)}
          </Button>
        </div>
        {preview.newCredits === 0 && preview.alreadyImported > 0 && (
          <p className="text-xs text-stone-600 sm:text-right">
            All {plural(preview.alreadyImported, 'UPI credit')} in this file were imported before.
          </p>
        )}
      </div>

      {preview.sample.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-stone-900">
            First {plural(preview.sample.length, 'credit')}
          </h3>
          <SampleCredits credits={preview.sample} />
        </div>
      )}

      {preview.skipped.length > 0 && (
        <details className="rounded-lg border border-stone-200 bg-white p-2.5 text-sm">
          <summary className="cursor-pointer font-semibold text-stone-800">
            {plural(preview.skipped.length, 'line')} not read as a transaction
          </summary>
          <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto" aria-label="Skipped lines">
            {preview.skipped.map((s) => (
              <li key={`${s.line}-${s.reason}`} className="flex gap-2">
                <span className="shrink-0 font-semibold tabular-nums">Line {s.line}</span>
                <span className="min-w-0 break-words text-stone-700">{s.reason}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
