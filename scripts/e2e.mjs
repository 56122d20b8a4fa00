// `npm run test:e2e`: the browser suite (tests/e2e) against a freshly built storefront and a real server.
import { spawnSync } from 'node:child_process';
const r = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
