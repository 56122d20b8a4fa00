import { defineConfig } from 'vitest/config';
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is WASM and memory hungry: two forks fit the 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
  },
});
