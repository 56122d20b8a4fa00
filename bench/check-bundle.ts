// `npm run bench:check` (run by CI after `npm run build`): fails when the storefront's
// initial JavaScript is over the DESIGN.md budget of 90 KB gzipped.
import path from 'node:path';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from './initial-js.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const result = measureInitialJs(dist);
for (const f of result.files) console.log(`  ${f.file}  ${(f.gzipBytes / 1024).toFixed(1)} KB gz`);
const kb = (result.gzipBytes / 1024).toFixed(1);
if (result.gzipBytes > INITIAL_JS_BUDGET_BYTES) {
  console.error(`Initial JS ${kb} KB gzipped is over the 90 KB budget`);
  process.exit(1);
}
console.log(`Initial JS ${kb} KB gzipped (budget 90 KB): ok`);
