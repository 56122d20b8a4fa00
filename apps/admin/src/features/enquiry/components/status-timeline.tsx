import { STATUS_LABELS } from '@pataka/domain/order-status';
import { formatDateTime } from '../../../lib/format.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';

/** Who did what and when, oldest first. */
export function StatusTimeline({ order }: { order: StaffOrder }) {
  return (
    <ol className="relative space-y-3 border-l-2 border-stone-200 pl-4">
      {order.statusHistory.map((h, i) => (
        <li key={`${h.timestamp}-${i}`} className="relative">
          <span
            className="absolute top-1.5 -left-[23px] size-3 rounded-full border-2 border-white bg-brand-700"
            aria-hidden="true"
          />
          <p className="text-sm font-semibold">{STATUS_LABELS[h.status] ?? h.status}</p>
          {h.notes && <p className="text-sm text-stone-700">{h.notes}</p>}
          <p className="text-xs text-stone-600">
            {formatDateTime(h.timestamp)}
            {h.updatedBy || h.updatedByEmail ? ` · ${h.updatedBy || h.updatedByEmail}` : ' · Shopper'}
          </p>
        </li>
      ))}
    </ol>
  );
}
