import type { StatusHistoryEntry } from '@pataka/domain/api-types';
import { STATUS_DESCRIPTIONS, STATUS_LABELS } from '@pataka/domain/order-status';
import { formatDateTime } from '../format-date.ts';
import { enquiriesText } from '../messages.ts';
import { historyNote } from '../history-note.ts';

/**
 * The enquiry's progress from statusHistory, oldest first, newest highlighted. Each step shows its §4
 * description where the spec gives one (the others show none), and staff notes when they add something.
 */
export function StatusTimeline({ history }: { history: readonly StatusHistoryEntry[] }) {
  const entries = [...history].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  if (entries.length === 0) return null;
  return (
    <ol
      className="relative space-y-5 border-l-2 border-stone-200 pl-6"
      aria-label={enquiriesText.statusHistory}
    >
      {entries.map((entry, i) => {
        const latest = i === entries.length - 1;
        const description = STATUS_DESCRIPTIONS[entry.status];
        const note = entry.notes ? historyNote(entry.notes) : null;
        const notes = note && note !== description ? note : null;
        return (
          <li
            key={`${entry.status}-${entry.timestamp}-${i}`}
            className="relative"
            aria-current={latest ? 'step' : undefined}
          >
            <span
              className={`absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full ring-4 ring-white ${
                latest ? (entry.status === 'cancelled' ? 'bg-stone-500' : 'bg-brand-700') : 'bg-stone-300'
              }`}
              aria-hidden="true"
            />
            <p className={`font-semibold ${latest ? 'text-brand-900' : 'text-stone-800'}`}>
              {STATUS_LABELS[entry.status] ?? entry.status}
            </p>
            {description && <p className="text-sm text-stone-700">{description}</p>}
            {notes && <p className="text-sm text-stone-600 italic">{notes}</p>}
            <p className="text-xs text-stone-500">
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
