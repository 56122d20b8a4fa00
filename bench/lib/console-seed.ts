// A busy shop for the console's lists (issue 30, part 4): the demo shop seeded as the server would seed
// it, then 5,000 more products and 2,000 enquiries written with a few set-based INSERT … SELECT
// statements (generate_series), so it takes a second or two on PGlite and PostgreSQL alike.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../apps/api/src/db/seed/seed-demo.ts';
import type { Db } from '../../apps/api/src/db/types.ts';
import { REPO_ROOT } from './child-process.ts';
import { PRODUCTION_ENV } from './storefront-build.ts';

export const CONSOLE_SHAPE = { tenant: 'demo', products: 5_000, enquiries: 2_000, customers: 400 };

/** Status mix of a season's inbox: most still waiting on staff, the rest moving or done. */
const STATUSES = [
  'pending',
  'pending',
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];
const PAYMENTS = ['pending', 'pending', 'verified', 'submitted'];

export async function seedConsoleShop(db: Db, staff: { email: string; password: string }) {
  const { tenant, products, enquiries, customers } = CONSOLE_SHAPE;
  await seedDemo(db, { adminEmail: staff.email, adminPassword: staff.password });
  const categories = (await db.execute(
    sql`select id from categories where tenant_id = ${tenant} order by id`,
  )) as unknown as { rows: Array<{ id: string }> };
  const categoryIds = categories.rows.map((r) => r.id);
  if (!categoryIds.length) throw new Error('the demo seed wrote no categories');
  const cats = sql.raw(`array[${categoryIds.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  const statuses = sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(',')}]::text[]`);
  const payments = sql.raw(`array[${PAYMENTS.map((s) => `'${s}'`).join(',')}]::text[]`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into products (tenant_id, id, name, slug, description, price_paise, original_price_paise, category_id,
        sku, package_type, tags, status, in_stock, stock_quantity, low_stock_level, created_at)
      select ${tenant}, 'bench-p-' || n, 'Bench sparkler box No. ' || n, 'bench-sparkler-box-' || n,
        'A Sivakasi-made box of sparklers, ten to a box.', 2000 + (n * 7919) % 150000, 4000 + (n * 7919) % 150000,
        (${cats})[1 + n % ${categoryIds.length}], 'BENCH-' || n, '10 Pcs',
        case n % 5 when 0 then array['New'] when 1 then array['Featured'] else array[]::text[] end,
        case when n % 50 = 49 then 'inactive' else 'active' end, n % 20 <> 19,
        case when n % 3 = 0 then null else n % 200 end, case when n % 3 = 0 then null else 10 end,
        now() - n * interval '1 minute'
      from generate_series(1, ${products}) as n`);
    await tx.execute(sql`
      insert into customers (tenant_id, id, name, phone, created_at)
      select ${tenant}, 'bench-c-' || n, 'Bench Customer ' || n, '9' || lpad(n::text, 9, '0'), now() - n * interval '1 hour'
      from generate_series(1, ${customers}) as n`);
    await tx.execute(sql`
      insert into orders (tenant_id, id, order_number, customer_id, status, payment_status, subtotal_paise,
        packing_paise, total_paise, contact_name, contact_phone, shipping_address, created_at, updated_at)
      select ${tenant}, 'bench-o-' || n, 'BN' || lpad(n::text, 6, '0'), 'bench-c-' || (1 + n % ${customers}),
        (${statuses})[1 + n % ${STATUSES.length}], (${payments})[1 + n % ${PAYMENTS.length}],
        300000 + n * 100, 9000, 309000 + n * 100, 'Bench Customer ' || (1 + n % ${customers}),
        '9' || lpad((1 + n % ${customers})::text, 9, '0'),
        jsonb_build_object('name', 'Bench Customer', 'phone', '9000000001', 'street', n || ' Car Street',
          'city', 'Sivakasi', 'state', 'Tamil Nadu', 'zipCode', '626123', 'country', 'India'),
        now() - n * interval '7 minutes', now() - n * interval '7 minutes'
      from generate_series(1, ${enquiries}) as n`);
    // Three lines an enquiry, of the bench products.
    await tx.execute(sql`
      insert into order_items (tenant_id, id, order_id, product_id, product_name, sku, unit_price_paise,
        quantity, total_paise, position)
      select ${tenant}, 'bench-oi-' || n || '-' || k, 'bench-o-' || n, 'bench-p-' || (1 + (n * 3 + k) % ${products}),
        'Bench sparkler box No. ' || (1 + (n * 3 + k) % ${products}), 'BENCH-' || (1 + (n * 3 + k) % ${products}),
        100000, 1, 100000, k
      from generate_series(1, ${enquiries}) as n, generate_series(0, 2) as k`);
  });
}

/** The built console the console measures serve (ADMIN_DIST_DIR overrides). */
export const consoleDist = () => process.env.ADMIN_DIST_DIR || path.join(REPO_ROOT, 'apps/admin/dist');

/**
 * The server the console measures start: production mode, the built console, the seeded shop, and no
 * storefront — loading its server renderer is not what is measured (and on a busy machine it can outlast
 * Fastify's plugin start-up timeout).
 */
export function consoleServerOptions(name: string, staff: { email: string; password: string }) {
  const adminDist = consoleDist();
  return {
    name,
    env: {
      ...PRODUCTION_ENV,
      ADMIN_DIST_DIR: adminDist,
      WEB_DIST_DIR: path.join(adminDist, 'no-storefront'),
      WEB_SSR_ENTRY: path.join(adminDist, 'no-storefront', 'entry-server.js'),
    },
    prepare: (db: Db) => seedConsoleShop(db, staff),
  };
}
