// The shop's day at a glance: what came in, what is waiting, where the money is.
import { Link } from 'react-router';
import { formatINR } from '@pataka/domain/money';
import { STATUS_LABELS } from '@pataka/domain/order-status';
import { useDashboard, type Dashboard } from '../api/get-dashboard.ts';
import { SetupCard } from '../../setup/components/setup-card.tsx';

const inboxHref = (query: Record<string, string>) => `/?${new URLSearchParams(query).toString()}`;

function Card({ label, count, value }: { label: string; count: number; value: number }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{count}</p>
      <p className="text-sm text-stone-700 tabular-nums">{formatINR(value)}</p>
    </div>
  );
}

function ActionTile({
  label,
  hint,
  count,
  to,
  tone,
}: {
  label: string;
  hint: string;
  count: number;
  to: string;
  tone: 'stone' | 'amber' | 'red' | 'brand';
}) {
  const tones = {
    stone: 'border-stone-200 bg-white',
    amber: count ? 'border-saffron-300 bg-saffron-50' : 'border-stone-200 bg-white',
    red: count ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white',
    brand: count ? 'border-brand-300 bg-brand-50' : 'border-stone-200 bg-white',
  };
  return (
    <Link
      to={to}
      className={`block rounded-xl border p-4 hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-brand-600 ${tones[tone]}`}
    >
      <p className="text-2xl font-semibold tabular-nums">{count}</p>
      <p className="text-sm font-medium text-stone-900">{label}</p>
      <p className="text-xs text-stone-600">{hint}</p>
    </Link>
  );
}

function ValueByStatus({ rows }: { rows: Dashboard['valueByStatus'] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  if (rows.length === 0)
    return <p className="text-sm text-stone-600">No enquiries yet — share your shop link.</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.status}>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <Link
              to={inboxHref({ status: row.status })}
              className="font-medium text-stone-900 hover:underline"
            >
              {STATUS_LABELS[row.status] ?? row.status}
            </Link>
            <span className="tabular-nums text-stone-700">
              {row.count} · {formatINR(row.value)}
            </span>
          </div>
          <div className="mt-1 h-2 rounded-full bg-stone-100" aria-hidden>
            <div
              className="h-2 rounded-full bg-brand-600"
              style={{ width: `${Math.max(row.value > 0 ? 2 : 0, (row.value / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function TopProducts({ rows }: { rows: Dashboard['topProducts'] }) {
  if (rows.length === 0) return <p className="text-sm text-stone-600">No products ordered yet.</p>;
  return (
    <ol className="divide-y divide-stone-100">
      {rows.map((row, i) => (
        <li key={row.productId} className="flex items-baseline gap-3 py-2 text-sm">
          <span className="w-5 shrink-0 text-stone-500 tabular-nums">{i + 1}.</span>
          <span className="min-w-0 flex-1 truncate text-stone-900">{row.productName}</span>
          <span className="shrink-0 tabular-nums text-stone-700">× {row.quantity}</span>
          <span className="w-20 shrink-0 text-right tabular-nums text-stone-700">{formatINR(row.value)}</span>
        </li>
      ))}
    </ol>
  );
}

export function DashboardView() {
  const { data, isPending, isError, error, refetch } = useDashboard();

  if (isPending) return <p className="text-stone-600">Loading the dashboard…</p>;
  if (isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {error.message}{' '}
        <button type="button" className="font-medium underline" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );

  return (
    <div className="space-y-6">
      <SetupCard />
      <section aria-label="Needs action" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <ActionTile
          label="Pending"
          hint="Waiting for a call"
          count={data.pending}
          to={inboxHref({ status: 'pending' })}
          tone="amber"
        />
        <ActionTile
          label="Overdue"
          hint="Waiting over 2 hours"
          count={data.overdue}
          to={inboxHref({ status: 'pending', waiting: 'overdue' })}
          tone="amber"
        />
        <ActionTile
          label="Urgent"
          hint="Waiting over 24 hours"
          count={data.urgent}
          to={inboxHref({ status: 'pending', waiting: 'urgent' })}
          tone="red"
        />
        <ActionTile
          label="Proofs to verify"
          hint="Payment screenshots"
          count={data.proofsToVerify}
          to={inboxHref({ paymentStatus: 'submitted' })}
          tone="brand"
        />
      </section>

      <section aria-label="Enquiries received" className="grid grid-cols-2 gap-3">
        <Card label="Today" count={data.today.count} value={data.today.value} />
        <Card label="This week" count={data.week.count} value={data.week.value} />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className="min-w-0 rounded-xl border border-stone-200 bg-white p-4">
          <h2 className="mb-3 font-semibold">Value by status</h2>
          <ValueByStatus rows={data.valueByStatus} />
        </section>
        <section className="min-w-0 rounded-xl border border-stone-200 bg-white p-4">
          <h2 className="mb-1 font-semibold">Top products</h2>
          <p className="mb-2 text-xs text-stone-600">By quantity enquired</p>
          <TopProducts rows={data.topProducts} />
        </section>
      </div>
    </div>
  );
}
