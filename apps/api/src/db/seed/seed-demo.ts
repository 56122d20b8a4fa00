import { count } from 'drizzle-orm';
import { tenants } from '../schema/tenants.ts';
import type { Db } from '../types.ts';
import { seedTenant } from './seed-tenant.ts';
import { demoShop } from './demo-shop.ts';
import { demo2Shop } from './demo2-shop.ts';

export type SeedOptions = {
  adminEmail?: string;
  adminPassword?: string;
  log?: (message: string) => void;
};

/** Seeds both demo shops into an empty database; does nothing when any tenant exists. */
export async function seedDemoIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, opts);
  return true;
}

/** Seeds (or tops up) both demo shops. Idempotent: existing rows are left as they are. */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<void> {
  await seedTenant(db, demoShop, opts);
  await seedTenant(db, demo2Shop, { ...opts, adminEmail: undefined, adminPassword: undefined });
}
