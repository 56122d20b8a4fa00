import { defineConfig } from 'vitest/config';

// Browser tests: one API + storefront server for the run (global-setup.ts), Chromium per file.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One shopper at a time on a 2-core machine keeps timings honest.
    fileParallelism: false,
  },
});
