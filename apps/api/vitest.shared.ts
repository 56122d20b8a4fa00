// What the API's test projects share: `api` (apps/api/vitest.config.ts, PGlite) and, in the root config,
// `api-own-graph` and the PostgreSQL runs of both.
import { configDefaults } from 'vitest/config';

/**
 * Files that need a module graph of their own: a vi.mock takes effect only where the mocked module has not
 * been imported yet, and the API projects share one graph per worker (isolate: false). Everything else
 * builds its own app, database and server and closes them.
 */
export const OWN_MODULE_GRAPH = ['test/jobs/extraction-queue.test.ts'];

export const apiTestOptions = {
  globalSetup: ['test/helpers/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Each worker imports the app's module graph once, not once per file: importing it (Fastify, drizzle,
  // pg-boss, the AWS SDK, exceljs, pdfkit… 3–4 s a file on a 2-core machine) took as long as the
  // files' tests did (decision 153).
  isolate: false,
  exclude: [...configDefaults.exclude, ...OWN_MODULE_GRAPH],
} as const;
