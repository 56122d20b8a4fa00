// "UPI id changed from … to … by … at …": every payee change of the last 24 hours, above every screen
// (decision 146). The server keeps the list (the audit log); a live payee.changed event refetches it.
import { useQuery } from '@tanstack/react-query';
import type { PayeeChange } from '@pataka/domain/two-step';
import { api } from '../../lib/api-client.ts';

type RecentChange = PayeeChange & { message: string };

export function PayeeBanner() {
  const { data } = useQuery({
    queryKey: ['payee-changes'],
    queryFn: () => api.get<RecentChange[]>('/admin/payee-changes/recent'),
    // A change made elsewhere shows within minutes even without the live feed; the banner ends after 24 h.
    refetchInterval: 5 * 60_000,
  });
  if (!data?.length) return null;
  return (
    <div
      role="status"
      aria-label="Payee changes"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <ul className="space-y-1">
        {data.map((c) => (
          <li key={c.id} className="break-words">
            <span aria-hidden="true">⚠ </span>
            {c.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
