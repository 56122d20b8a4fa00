// What the file would do: counts, the lines to fix first (in red), then every row with its changes.
import { useState } from 'react';
import { formatINR } from '@pataka/domain/money';
import { Badge, type BadgeTone } from '@pataka/ui/badge';
import { Button } from '@pataka/ui/button';
import type { DryRun, ImportAction, ImportRow } from '../api/import-price-list.ts';

const PAGE = 50;
const ACTION: Record<ImportAction, { label: string; tone: BadgeTone }> = {
  create: { label: 'New', tone: 'green' },
  update: { label: 'Update', tone: 'saffron' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
  invalid: { label: 'Invalid', tone: 'red' },
};
const FIELD_LABELS: Record<string, string> = {
  originalPrice: 'MRP',
  mrp: 'MRP',
  inStock: 'In stock',
  stock: 'Stock qty',
  packageType: 'Pack',
};

const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v);
const money = (v: number | null) => (v == null ? '—' : formatINR(v));

function Changes({ row }: { row: ImportRow }) {
  if (row.action === 'invalid')
    return <span className="text-red-800">{row.reason?.replace(/^Line \d+:\s*/i, '')}</span>;
  const entries = Object.entries(row.changes ?? {});
  if (entries.length === 0) return <span className="text-stone-400">—</span>;
  return (
    <ul className="space-y-0.5">
      {entries.map(([field, c]) => (
        <li key={field}>
          <span className="font-semibold">{FIELD_LABELS[field] ?? field}:</span>{' '}
          <s className="text-stone-500">{show(c.from)}</s> → {show(c.to)}
        </li>
      ))}
    </ul>
  );
}

type Props = { result: DryRun; fileName: string; onBack: () => void; onApply: () => void };

export function PreviewStep({ result, fileName, onBack, onApply }: Props) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(result.rows.length / PAGE));
  const rows = result.rows.slice(page * PAGE, page * PAGE + PAGE);
  const blocked = result.invalid.length > 0;
  const counts = [
    { label: 'To create', value: result.toCreate, tone: 'text-green-800' },
    { label: 'To update', value: result.toUpdate, tone: 'text-saffron-700' },
    { label: 'Unchanged', value: result.unchanged, tone: 'text-stone-700' },
    { label: 'Invalid', value: result.invalid.length, tone: blocked ? 'text-red-700' : 'text-stone-700' },
    { label: 'New categories', value: result.categoriesToCreate.length, tone: 'text-brand-800' },
  ];
  const nothing = result.toCreate + result.toUpdate === 0;

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        <span className="font-semibold text-stone-900">{fileName}</span> — nothing has changed yet.
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map((c) => (
          <div key={c.label} className="rounded-xl border border-stone-200 bg-white p-3">
            <dt className="text-xs font-semibold text-stone-600">{c.label}</dt>
            <dd className={`text-2xl font-bold tabular-nums ${c.tone}`}>{c.value}</dd>
          </div>
        ))}
      </dl>
      {result.categoriesToCreate.length > 0 && (
        <p className="text-sm text-stone-700">
          New categories: <span className="font-semibold">{result.categoriesToCreate.join(', ')}</span>
        </p>
      )}

      {blocked && (
        <section aria-labelledby="invalid-heading" className="rounded-xl border border-red-300 bg-red-50 p-3">
          <h2 id="invalid-heading" className="font-bold text-red-900">
            Fix these lines in your sheet and upload again
          </h2>
          <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto text-sm" aria-label="Invalid lines">
            {result.invalid.map((i) => (
              <li
                key={`${i.line}-${i.reason}`}
                className="flex gap-2 rounded-md bg-white px-2 py-1 text-red-900"
              >
                <span className="shrink-0 font-bold tabular-nums">Line {i.line}</span>
                <span>{i.reason.replace(/^Line \d+:\s*/i, '')}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="sticky bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-20 flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-white p-2 shadow-sm lg:bottom-4">
        <Button variant="ghost" onClick={onBack}>
          Upload another file
        </Button>
        <Button onClick={onApply} disabled={blocked || nothing} className="ml-auto">
          Apply {result.toCreate + result.toUpdate} change{result.toCreate + result.toUpdate === 1 ? '' : 's'}
        </Button>
        {blocked && (
          <p className="w-full text-right text-xs text-red-800">
            Fix these lines in your sheet and upload again.
          </p>
        )}
      </div>

      <section aria-labelledby="rows-heading">
        <h2 id="rows-heading" className="mb-2 font-semibold text-stone-900">
          Rows{' '}
          {result.truncated && (
            <span className="text-xs font-normal text-stone-500">(first {result.rows.length})</span>
          )}
        </h2>
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              <tr>
                <th className="px-2 py-2">Line</th>
                <th className="px-2 py-2">Action</th>
                <th className="px-2 py-2">Name</th>
                <th className="px-2 py-2">Category</th>
                <th className="px-2 py-2 text-right">Price</th>
                <th className="px-2 py-2 text-right">MRP</th>
                <th className="px-2 py-2">Changes</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.line}
                  className={`border-t border-stone-100 align-top ${r.action === 'invalid' ? 'bg-red-50' : ''}`}
                >
                  <td className="px-2 py-1.5 tabular-nums">{r.line}</td>
                  <td className="px-2 py-1.5">
                    <Badge tone={ACTION[r.action].tone}>{ACTION[r.action].label}</Badge>
                  </td>
                  <td className="px-2 py-1.5 font-medium">{r.name || '—'}</td>
                  <td className="px-2 py-1.5 text-stone-700">{r.category ?? '—'}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{money(r.price)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{money(r.mrp)}</td>
                  <td className="px-2 py-1.5 text-xs">
                    <Changes row={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <nav aria-label="Row pages" className="mt-2 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <p className="text-sm text-stone-600 tabular-nums">
              Page {page + 1} of {pages}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages - 1}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </section>
    </div>
  );
}
