// The enquiry's dispatches on the staff page (issue 27): each booking as the shopper sees it, with
// Correct and the LR photo; "Record dispatch" while the enquiry is paid and can go; the packing view.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Dispatch } from '@pataka/domain/api-types';
import { formatINR } from '@pataka/domain/money';
import type { OrderStatus } from '@pataka/domain/order-status';
import { Button, buttonClasses } from '@pataka/ui/button';
import { paths } from '../../../config/paths.ts';
import { fetchBlobUrl } from '../../../lib/api-client.ts';
import { telHref } from '../../../lib/format.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { DispatchForm } from './dispatch-form.tsx';

const apiPath = (url: string) => url.replace(/^\/api\/v1(?=\/)/, '');
/** Statuses a dispatch may be recorded from (a second one from shipped or ready: a split shipment). */
const CAN_DISPATCH: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'ready_for_pickup'];

function LrThumb({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    fetchBlobUrl(apiPath(url))
      .then((u) => {
        made = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  if (!src) return <span className="text-xs text-stone-500">LR copy…</span>;
  return (
    <a href={src} target="_blank" rel="noopener" className="inline-block">
      <img src={src} alt="LR copy" className="h-20 w-20 rounded-lg border border-stone-200 object-cover" />
    </a>
  );
}

function DispatchRow({ order, dispatch }: { order: StaffOrder; dispatch: Dispatch }) {
  const [editing, setEditing] = useState(false);
  const d = dispatch;
  if (editing) return <DispatchForm order={order} dispatch={d} onDone={() => setEditing(false)} />;
  return (
    <li className="space-y-1 py-3 text-sm first:pt-0 last:pb-0" data-testid="staff-dispatch">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {d.kind === 'transport' ? (
            <p className="font-semibold text-stone-900">
              {d.transportName} · LR <span className="font-mono">{d.lrNumber}</span>
            </p>
          ) : (
            <p className="font-semibold text-stone-900">Ready to collect</p>
          )}
          <p className="text-stone-600">
            {d.cases} {d.cases === 1 ? 'case' : 'cases'} · booked {d.bookedOn}
            {d.freight &&
              ` · ${d.freight.mode === 'to_pay' ? `to pay ${formatINR(d.freight.amount)}` : `paid ${formatINR(d.freight.amount)}`}`}
          </p>
          {d.branch && (
            <p className="text-stone-600">
              {d.branch.name}, {d.branch.city}
              {d.branch.phone && (
                <>
                  {' · '}
                  <a href={telHref(d.branch.phone)} className="font-semibold text-brand-700 underline">
                    {d.branch.phone}
                  </a>
                </>
              )}
            </p>
          )}
          {d.ewayBillNumber && <p className="text-stone-600">E-way bill {d.ewayBillNumber}</p>}
        </div>
        {d.lrCopyUrl && <LrThumb url={d.lrCopyUrl} />}
      </div>
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        Correct
      </Button>
    </li>
  );
}

export function DispatchSection({ order }: { order: StaffOrder }) {
  const [adding, setAdding] = useState(false);
  const dispatches = order.dispatches ?? [];
  const paid = order.paymentStatus === 'verified';
  const open = CAN_DISPATCH.includes(order.status);
  if (!open && dispatches.length === 0) return null;
  return (
    <section
      aria-labelledby="dispatch-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="dispatch-title" className="text-base font-bold text-brand-900">
          Dispatch
        </h2>
        <Link to={paths.packing.getHref(order.id)} className={buttonClasses('ghost', 'sm')}>
          Packing view
        </Link>
      </div>
      {dispatches.length > 0 && (
        <ul className="divide-y divide-stone-100">
          {dispatches.map((d) => (
            <DispatchRow key={d.id} order={order} dispatch={d} />
          ))}
        </ul>
      )}
      {open && !paid && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Dispatch after the payment is verified.
        </p>
      )}
      {open && paid && !adding && (
        <Button className="w-full" size="lg" onClick={() => setAdding(true)}>
          {dispatches.length > 0 ? 'Add another dispatch' : 'Record dispatch'}
        </Button>
      )}
      {adding && <DispatchForm order={order} onDone={() => setAdding(false)} />}
    </section>
  );
}
