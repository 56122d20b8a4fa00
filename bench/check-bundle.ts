// `npm run bench:check` (run by CI after `npm run build`): fails when the initial JavaScript of the
// storefront or of the staff console is over its DESIGN.md budget (gzipped).
import path from 'node:path';
import { ADMIN_INITIAL_JS_BUDGET_BYTES, INITIAL_JS_BUDGET_BYTES, measureInitialJs } from './initial-js.ts';

const apps = [
  { name: 'Storefront', dist: '../apps/web/dist', budget: INITIAL_JS_BUDGET_BYTES },
  { name: 'Staff console', dist: '../apps/admin/dist', budget: ADMIN_INITIAL_JS_BUDGET_BYTES },
];

let failed = false;
for (const app of apps) {
  const result = measureInitialJs(path.resolve(import.meta.dirname, app.dist));
  for (const f of result.files) console.log(`  ${f.file}  ${(f.gzipBytes / 1024).toFixed(1)} KB gz`);
  const kb = (result.gzipBytes / 1024).toFixed(1);
  const budget = `${app.budget / 1024} KB`;
  if (result.gzipBytes > app.budget) {
    console.error(`${app.name}: initial JS ${kb} KB gzipped is over the ${budget} budget`);
    failed = true;
  } else console.log(`${app.name}: initial JS ${kb} KB gzipped (budget ${budget}): ok`);
}
if (failed) process.exit(1);
