import { defineConfig } from 'vitest/config';

// One runner for the whole repo: `npm test` runs every project below.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
