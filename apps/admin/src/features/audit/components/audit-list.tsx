// The audit log, newest first: when (India time), who, what; the before/after behind a tap.
import { useSearchParams } from 'react-router';
import { Button } from '@pataka/ui/button';
import { turnPage } from '../../../components/bits.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useAudit, type AuditRow } from '../api/get-audit.ts';
import { keyDiff, show } from '../lib/diff.ts';

const LIMIT = 25;
const ENTITY_TYPES: { value: string; label: string }[] = [
  { value: '', label: 'Everything' },
  { value: 'order', label: 'Enquiries' },
  { value: 'payment_proof', label: 'Payments' },
  { value: 'staff', label: 'Staff' },
  { value: 'staff_invite', label: 'Staff invites' },
  { value: 'settings', label: 'Settings' },
];

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

function Change({ row }: { row: AuditRow }) {
  if (row.before == null && row.after == null) return null;
  const diff = keyDiff(row.before, row.after);
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer py-1 font-medium text-brand-800">Before / after</summary>
      {diff ? (
        diff.length === 0 ? (
          <p className="text-stone-600">No field changed.</p>
        ) : (
          <table className="mt-1 w-full table-fixed border-collapse text-xs">
            <thead>
              <tr className="text-left text-stone-600">
                <th className="w-1/4 py-1 pr-2 font-medium">Field</th>
                <th className="py-1 pr-2 font-medium">Before</th>
                <th className="py-1 font-medium">After</th>
              </tr>
            </thead>
            <tbody>
              {diff.map((d) => (
                <tr key={d.key} className="border-t border-stone-100 align-top">
                  <td className="py-1 pr-2 font-mono break-words">{d.key}</td>
                  <td className="py-1 pr-2 break-words whitespace-pre-wrap text-red-800">{show(d.before)}</td>
                  <td className="py-1 break-words whitespace-pre-wrap text-green-800">{show(d.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : (
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          <div>
            <p className="text-xs font-medium text-stone-600">Before</p>
            <pre className="overflow-x-auto rounded bg-stone-50 p-2 text-xs">{show(row.before ?? null)}</pre>
          </div>
          <div>
            <p className="text-xs font-medium text-stone-600">After</p>
            <pre className="overflow-x-auto rounded bg-stone-50 p-2 text-xs">{show(row.after ?? null)}</pre>
          </div>
        </div>
      )}
    </details>
  );
}

export function AuditList() {
  const { user } = useAuth();
  const isOwner = user?.role === 'owner';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const entityType = params.get('entityType') ?? '';
  const entityId = params.get('entityId') ?? '';
  const { data, isPending, isError, error } = useAudit(
    { page, limit: LIMIT, ...(entityType && { entityType }), ...(entityId && { entityId }) },
    isOwner,
  );

  const set = (changes: Record<string, string>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v && !(k === 'page' && v === '1')) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  if (!isOwner)
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-700">
        Only the shop owner can read the audit log.
      </p>
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-entity" className="mb-1 block text-sm font-semibold text-stone-800">
            Show
          </label>
          <select
            id="audit-entity"
            value={entityType}
            onChange={(e) => set({ entityType: e.target.value, entityId: '', page: '1' })}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
          >
            {ENTITY_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
            {entityType && !ENTITY_TYPES.some((t) => t.value === entityType) && (
              <option value={entityType}>{entityType}</option>
            )}
          </select>
        </div>
        {entityId && (
          <Button variant="ghost" onClick={() => set({ entityId: '', page: '1' })}>
            Only {entityId.slice(0, 12)} ✕
          </Button>
        )}
      </div>

      {isPending ? (
        <p className="text-stone-600">Loading the audit log…</p>
      ) : isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      ) : data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          Nothing recorded yet. Every change your team makes — status, payments, staff — appears here.
        </p>
      ) : (
        <>
          <ol className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
            {data.data.map((row) => (
              <li key={row.id} className="p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-stone-600">
                  <time dateTime={row.createdAt}>{when.format(new Date(row.createdAt))}</time>
                  <span className="font-mono">{row.action}</span>
                </div>
                <p className="mt-1 text-sm text-stone-900">{row.summary}</p>
                <p className="text-xs text-stone-600">
                  by {row.actorName ?? 'System'}
                  {row.actorEmail && <span className="text-stone-500"> · {row.actorEmail}</span>}
                </p>
                <Change row={row} />
              </li>
            ))}
          </ol>
          {data.totalPages > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                disabled={page <= 1}
                onClick={() => turnPage((p) => set({ page: String(p) }), page - 1)}
              >
                Newer
              </Button>
              <span className="text-sm text-stone-600">
                Page {data.page} of {data.totalPages}
              </span>
              <Button
                variant="outline"
                disabled={page >= data.totalPages}
                onClick={() => turnPage((p) => set({ page: String(p) }), page + 1)}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
