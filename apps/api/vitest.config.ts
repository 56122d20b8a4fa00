import { defineConfig } from 'vitest/config';
import { apiTestOptions } from './vitest.shared.ts';

// The root config adds 'api-own-graph' (the files that must not share a module graph) and, when
// TEST_DATABASE_URL is set, the same suites again on PostgreSQL.
export default defineConfig({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
