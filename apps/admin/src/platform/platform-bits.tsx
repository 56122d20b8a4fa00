import { Badge, type BadgeTone } from '@pataka/ui/badge';
import type { DomainStatus, ShopStatus } from './platform-api.ts';

const STATUS_TONE: Record<ShopStatus, BadgeTone> = {
  active: 'green',
  paused: 'saffron',
  suspended: 'red',
  closed: 'neutral',
};
const DOMAIN_TONE: Record<DomainStatus, BadgeTone> = {
  verified: 'green',
  pending: 'saffron',
  disabled: 'red',
};

export const ShopStatusBadge = ({ status }: { status: ShopStatus }) => (
  <Badge tone={STATUS_TONE[status]}>{status}</Badge>
);
export const DomainStatusBadge = ({ status }: { status: DomainStatus }) => (
  <Badge tone={DOMAIN_TONE[status]}>{status}</Badge>
);

export function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/** "123 / 2,000" with a warning colour past 80 % of the limit. */
export function UseOfLimit({
  used,
  limit,
  format = String,
}: {
  used: number;
  limit: number;
  format?: (n: number) => string;
}) {
  const high = limit > 0 && used / limit >= 0.8;
  return (
    <span className={`tabular-nums ${high ? 'font-bold text-red-700' : ''}`}>
      {format(used)} / {format(limit)}
    </span>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
