import { defineConfig } from 'vitest/config';

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
      'apps/web',
      'apps/admin',
      'bench',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              test: {
                name: 'api-pg',
                root: './apps/api',
                env: { TEST_DB: 'postgres' },
                // Only what touches the database runs twice: unit tests and the OCR corpus need none.
                include: ['test/**/*.test.ts'],
                exclude: ['test/receipts/**', 'test/bank-statements/read-statement.test.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
