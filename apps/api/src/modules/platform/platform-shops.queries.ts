// What an operator sees of every shop (issue 29): state, domains, enquiries this week, SMS sent today
// against its limit, products and storage used. Counted from the shops' own tables in one query, so the
// list costs the same for 5 shops or 200.
import { sql } from 'drizzle-orm';
import type { ShopDomainStatus, ShopStatus } from '@pataka/domain/shop-lifecycle';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';

type Rows<T> = { rows: T[] };

export type ShopSummary = {
  id: string;
  name: string;
  status: ShopStatus;
  statusReason: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  domains: { host: string; status: ShopDomainStatus; isPrimary: boolean }[];
  enquiriesThisWeek: number;
  smsToday: number;
  products: number;
  storageBytes: number;
  limits: { smsPerDay: number; maxProducts: number; storageBytes: number };
};

/** Midnight today in India (the shops' day), as an instant. */
export function indiaDayStart(now = new Date()): Date {
  const IST_MS = 330 * 60_000;
  const local = new Date(now.getTime() + IST_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_MS);
}

type ShopRow = {
  id: string;
  name: string;
  status: ShopStatus;
  status_reason: string | null;
  status_changed_at: string | Date | null;
  created_at: string | Date;
  sms_per_day: number | null;
  max_products: number | null;
  storage_limit: number | string | null;
  enquiries_week: number;
  sms_today: number;
  products: number;
  upload_bytes: number | string;
};

const iso = (v: string | Date | null) => (v == null ? null : new Date(v).toISOString());

/** Every shop (or one), newest last. Storage is the uploads' recorded sizes plus `mediaBytes` (see storage-use.ts). */
export async function shopSummaries(
  db: Db,
  config: Pick<Config, 'shopLimitDefaults'>,
  opts: { tenantId?: string; now?: Date; mediaBytes?: (tenantId: string) => Promise<number> } = {},
): Promise<ShopSummary[]> {
  const now = opts.now ?? new Date();
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const dayStart = indiaDayStart(now);
  const only = opts.tenantId ? sql`where t.id = ${opts.tenantId}` : sql``;
  const shops = (
    (await db.execute(sql`
      select t.id, t.name, t.status, t.status_reason, t.status_changed_at, t.created_at,
             t.sms_per_day, t.max_products, t.storage_bytes as storage_limit,
             (select count(*) from orders o where o.tenant_id = t.id and o.created_at >= ${weekAgo})::int as enquiries_week,
             (select count(*) from shopper_messages m
               where m.tenant_id = t.id and m.channel = 'sms' and m.created_at >= ${dayStart})::int as sms_today,
             (select count(*) from products p where p.tenant_id = t.id)::int as products,
             (select coalesce(sum(u.size_bytes), 0) from uploads u where u.tenant_id = t.id)::bigint as upload_bytes
        from tenants t ${only}
       order by t.created_at, t.id`)) as Rows<ShopRow>
  ).rows;
  const domains = (
    (await db.execute(sql`
      select d.tenant_id, d.host, d.status, d.is_primary from shop_domains d
       ${opts.tenantId ? sql`where d.tenant_id = ${opts.tenantId}` : sql``}
       order by d.is_primary desc, d.host`)) as Rows<{
      tenant_id: string;
      host: string;
      status: ShopDomainStatus;
      is_primary: boolean;
    }>
  ).rows;
  const d = config.shopLimitDefaults;
  return Promise.all(
    shops.map(async (s) => ({
      id: s.id,
      name: s.name,
      status: s.status,
      statusReason: s.status_reason,
      statusChangedAt: iso(s.status_changed_at),
      createdAt: iso(s.created_at)!,
      domains: domains
        .filter((x) => x.tenant_id === s.id)
        .map((x) => ({ host: x.host, status: x.status, isPrimary: x.is_primary })),
      enquiriesThisWeek: s.enquiries_week,
      smsToday: s.sms_today,
      products: s.products,
      storageBytes: Number(s.upload_bytes) + (opts.mediaBytes ? await opts.mediaBytes(s.id) : 0),
      limits: {
        smsPerDay: s.sms_per_day ?? d.smsPerDay,
        maxProducts: s.max_products ?? d.maxProducts,
        storageBytes: s.storage_limit == null ? d.storageBytes : Number(s.storage_limit),
      },
    })),
  );
}
