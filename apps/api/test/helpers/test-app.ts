import path from 'node:path';
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

/**
 * Production settings for a storefront served from `dist` by two shops on their own domains: kaveri.test
 * is `demo`, other.test is `demo2`, and the platform's hosts (localhost, pataka.test) default to `demo`.
 * Production refuses the log SMS provider; nothing is sent in these tests.
 */
export function twoShopDomainsConfig(dist: string, overrides: Partial<Config> = {}): Config {
  return testConfig({
    env: 'production',
    sms: { ...testConfig().sms, provider: 'http', httpUrl: 'http://127.0.0.1:9/sms', apiKey: 'unused' },
    tenantHosts: { 'kaveri.test': 'demo', 'other.test': 'demo2' },
    // The demo host is a platform host (decision 151: any other host is nobody's, a plain 404).
    platform: { ...testConfig().platform, hosts: ['localhost', '127.0.0.1', 'pataka.test'] },
    defaultTenant: 'demo',
    webDistDir: dist,
    webSsrEntry: path.join(dist, 'entry-server.mjs'),
    ...overrides,
  });
}
