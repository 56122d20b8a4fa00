import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The bench's own unit tests (pure logic, no server): `npx vitest run --config bench/vitest.config.ts`.
// Fast enough to join `npm test` as a 'bench' project of the root config.
export default defineConfig({
  cacheDir: path.resolve(import.meta.dirname, '../node_modules/.vite-bench'),
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['.out/**', 'node_modules/**'],
  },
});
