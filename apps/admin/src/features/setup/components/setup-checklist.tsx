// First-run setup: what is done, what is next (a button to the screen that does it), and the shop link
// to share once everything is ticked.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@pataka/ui/button';
import { LoadError } from '../../../components/bits.tsx';
import { consoleHref, useSetupChecklist } from '../api/setup-checklist.ts';

function ShareLink() {
  const url = `${window.location.origin}/`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-4">
      <p className="text-lg font-semibold text-green-900">Your shop is ready — share your link</p>
      <p className="rounded-lg bg-white p-3 font-mono text-sm break-all ring-1 ring-green-200">{url}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`Order your crackers here: ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm')}
        >
          Share on WhatsApp
        </a>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghost', 'sm')}>
          Open your shop
        </a>
      </div>
    </div>
  );
}

export function SetupChecklist() {
  const { data, isPending, isError, error, refetch } = useSetupChecklist();
  if (isPending) return <p className="text-stone-600">Loading the checklist…</p>;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  const done = data.items.filter((i) => i.done).length;
  const nextKey = data.items.find((i) => !i.done)?.key;

  return (
    <div className="space-y-4">
      {data.complete ? (
        <ShareLink />
      ) : (
        <div>
          <p className="font-semibold">
            {done} of {data.items.length} done
          </p>
          <div className="mt-2 h-2 rounded-full bg-stone-200" aria-hidden>
            <div
              className="h-2 rounded-full bg-green-600"
              style={{ width: `${(done / Math.max(1, data.items.length)) * 100}%` }}
            />
          </div>
        </div>
      )}
      <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
        {data.items.map((item) => (
          <li key={item.key} className="flex items-center gap-3 p-4">
            <span
              className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${item.done ? 'bg-green-600 text-white' : 'bg-white text-stone-400 ring-2 ring-stone-300'}`}
              aria-hidden
            >
              {item.done ? '✓' : ''}
            </span>
            <span className={`min-w-0 flex-1 ${item.done ? 'text-stone-600' : 'font-medium text-stone-900'}`}>
              {item.label}
              <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
            </span>
            <Link
              to={consoleHref(item.href)}
              className={buttonClasses(
                item.done ? 'ghost' : item.key === nextKey ? 'primary' : 'outline',
                'sm',
              )}
            >
              {item.done ? 'Review' : 'Do it'}
              <span className="sr-only">: {item.label}</span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
