import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import { openTestDatabase } from './test-db.ts';

/**
 * The whole API on its own seeded database, driven with app.inject.
 * Tenants `demo` and `demo2` are seeded; staff password is TEST_ADMIN_PASSWORD.
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    ownsDatabase: true,
    logger: false,
    serveWeb: false,
  });
  await app.ready();
  return { app, db: database.db, database };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Headers for a tenant, with a bearer token when given. */
export const as = (tenant: string, token?: string): Record<string, string> =>
  token ? { 'x-tenant-id': tenant, authorization: `Bearer ${token}` } : { 'x-tenant-id': tenant };
