import type { BusinessHours } from '@pataka/domain/api-types';
import { businessHoursRows } from '../utils/business-hours.ts';

export function BusinessHoursList({
  hours,
  className = '',
}: {
  hours: BusinessHours | null | undefined;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm ${className}`}>
      {businessHoursRows(hours).map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-stone-600">{row.label}</dt>
          <dd className="font-semibold text-stone-900">{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
