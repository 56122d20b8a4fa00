import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@pataka/ui/button';
import { paths } from '../../../config/paths.ts';
import type { Applied } from '../api/import-price-list.ts';

function Elapsed() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - start) / 1000)), 500);
    return () => clearInterval(timer);
  }, []);
  return <span className="tabular-nums">{seconds} s</span>;
}

type Props = {
  running: boolean;
  result: Applied | undefined;
  error: string | null;
  onRetry: () => void;
  onRestart: () => void;
};

export function ApplyStep({ running, result, error, onRetry, onRestart }: Props) {
  if (running) {
    return (
      <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-6 text-center" role="status">
        <p className="font-semibold text-stone-900">Updating your catalogue…</p>
        <div className="relative h-2 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
          <div className="absolute inset-y-0 w-1/3 animate-[import-slide_1.2s_ease-in-out_infinite] rounded-full bg-brand-700" />
        </div>
        <style>{'@keyframes import-slide{0%{left:-33%}100%{left:100%}}'}</style>
        <p className="text-sm text-stone-600">
          <Elapsed /> — all rows or none: keep this page open.
        </p>
      </div>
    );
  }
  if (error || !result) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        <p className="font-semibold">{error ?? 'The import did not finish.'}</p>
        <p>Nothing was changed.</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
          <Button size="sm" variant="outline" onClick={onRestart}>
            Upload another file
          </Button>
        </div>
      </div>
    );
  }
  const counts = [
    { label: 'Created', value: result.created },
    { label: 'Updated', value: result.updated },
    { label: 'Unchanged', value: result.unchanged },
    { label: 'New categories', value: result.categoriesCreated.length },
  ];
  return (
    <div className="space-y-4">
      <p
        role="status"
        className="rounded-xl border border-green-300 bg-green-50 p-3 font-semibold text-green-900"
      >
        Price list imported in {(result.ms / 1000).toFixed(1)} s. The storefront shows it now.
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map((c) => (
          <div key={c.label} className="rounded-xl border border-stone-200 bg-white p-3">
            <dt className="text-xs font-semibold text-stone-600">{c.label}</dt>
            <dd className="text-2xl font-bold text-brand-900 tabular-nums">{c.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.products.getHref()} className={buttonClasses('primary')}>
          See the products
        </Link>
        {result.categoriesCreated.length > 0 && (
          <Link to={paths.categories.getHref()} className={buttonClasses('outline')}>
            Order the new categories
          </Link>
        )}
        <Button variant="ghost" onClick={onRestart}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
