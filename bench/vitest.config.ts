import { defineConfig } from 'vitest/config';

// The bench's own unit tests (pure logic, no server): `npx vitest run --config bench/vitest.config.ts`.
// Fast enough to join `npm test` as a 'bench' project of the root config.
export default defineConfig({
  test: { name: 'bench', root: import.meta.dirname, include: ['**/*.test.ts'], exclude: ['.out/**'] },
});
