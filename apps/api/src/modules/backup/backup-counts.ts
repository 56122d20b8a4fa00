import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';

export type ShopRecordCounts = {
  shops: number;
  products: number;
  customers: number;
  enquiries: number;
  paymentProofs: number;
  uploads: number;
};

/** What an operator checks after a backup or a restore: the records a shop cannot afford to lose. */
export async function countShopRecords(database: Database): Promise<ShopRecordCounts> {
  const result = (await database.db.execute(sql`
    select (select count(*) from tenants)::int as shops,
           (select count(*) from products)::int as products,
           (select count(*) from customers)::int as customers,
           (select count(*) from orders)::int as enquiries,
           (select count(*) from payment_proofs)::int as payment_proofs,
           (select count(*) from uploads)::int as uploads`)) as {
    rows: {
      shops: number;
      products: number;
      customers: number;
      enquiries: number;
      payment_proofs: number;
      uploads: number;
    }[];
  };
  const row = result.rows[0]!;
  return {
    shops: row.shops,
    products: row.products,
    customers: row.customers,
    enquiries: row.enquiries,
    paymentProofs: row.payment_proofs,
    uploads: row.uploads,
  };
}

export const formatCounts = (c: ShopRecordCounts) =>
  `shops ${c.shops}, products ${c.products}, customers ${c.customers}, enquiries ${c.enquiries}, ` +
  `payment proofs ${c.paymentProofs}, uploads ${c.uploads}`;

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
