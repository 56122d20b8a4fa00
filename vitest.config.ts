import { defineConfig } from 'vitest/config';
import { apiTestOptions, OWN_MODULE_GRAPH } from './apps/api/vitest.shared.ts';

// One id per run, shared by the main process and the workers (template database names).
process.env.TEST_RUN_ID ??= `${process.pid}`;

// `npm test` runs every project; the API suite runs again on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // Two workers for the 2-core machine (PGlite is WASM and memory hungry); set once for all projects.
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'apps/api',
      {
        test: {
          ...apiTestOptions,
          name: 'api-own-graph',
          root: './apps/api',
          include: OWN_MODULE_GRAPH,
          exclude: [],
          isolate: true,
        },
      },
      'apps/web',
      'apps/admin',
      'bench',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...apiTestOptions,
                name: 'api-pg',
                root: './apps/api',
                env: { TEST_DB: 'postgres' },
                // Only what touches the database runs twice: the unit tests in src/ and the OCR corpus need
                // none.
                include: ['test/**/*.test.ts'],
                exclude: [
                  ...apiTestOptions.exclude,
                  'test/receipts/**',
                  'test/bank-statements/read-statement.test.ts',
                ],
              },
            },
            {
              test: {
                ...apiTestOptions,
                name: 'api-pg-own-graph',
                root: './apps/api',
                env: { TEST_DB: 'postgres' },
                include: OWN_MODULE_GRAPH,
                exclude: [],
                isolate: true,
              },
            },
          ]
        : []),
    ],
  },
});
