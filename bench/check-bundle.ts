// `npm run bench:check` (run by CI after `npm run build`): fails when the initial JavaScript of the
// storefront or of the staff console is over its DESIGN.md budget (gzipped), or when the storefront's
// production bundle is not React (a Preact alias left behind, or no react-dom at all), or when a lazy
// chunk would add the storefront's stylesheet again (vite.config.ts says why that is costly).
import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_INITIAL_JS_BUDGET_BYTES,
  HOME_ROUTE_MODULE,
  INITIAL_JS_BUDGET_BYTES,
  measureInitialJs,
  readManifest,
} from './initial-js.ts';
import { checkRuntime, REACT_DOM_MARKER } from './lib/runtime-markers.ts';

// WEB_DIST_DIR (as for the API) checks a build made elsewhere.
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR || path.join(import.meta.dirname, '../apps/web/dist'));

const apps = [
  // Server-rendered: / also loads the home page's chunks (named by the build manifest, when written).
  { name: 'Storefront', dist: WEB_DIST, budget: INITIAL_JS_BUDGET_BYTES, routes: [HOME_ROUTE_MODULE] },
  {
    name: 'Staff console',
    dist: path.resolve(import.meta.dirname, '../apps/admin/dist'),
    budget: ADMIN_INITIAL_JS_BUDGET_BYTES,
    routes: [],
  },
];

let failed = false;
const fail = (message: string) => {
  console.error(message);
  failed = true;
};

for (const app of apps) {
  let result;
  try {
    result = measureInitialJs(app.dist, app.routes);
  } catch (err) {
    fail(`${app.name}: ${(err as Error).message}`);
    continue;
  }
  if (app.routes.length && !readManifest(app.dist))
    console.log(
      `  (no ${path.relative(process.cwd(), app.dist)}/.vite/manifest.json: index.html's scripts only)`,
    );
  for (const f of result.files) console.log(`  ${f.file}  ${(f.gzipBytes / 1024).toFixed(1)} KB gz`);
  const kb = (result.gzipBytes / 1024).toFixed(1);
  const budget = `${app.budget / 1024} KB`;
  if (result.gzipBytes > app.budget)
    fail(`${app.name}: initial JS ${kb} KB gzipped is over the ${budget} budget`);
  else console.log(`${app.name}: initial JS ${kb} KB gzipped (budget ${budget}): ok`);
}

const runtime = checkRuntime(WEB_DIST);
if (runtime.preactIn.length)
  fail(`Storefront: the production bundle contains Preact (${runtime.preactIn.join(', ')})`);
if (!runtime.reactIn.length)
  fail(
    `Storefront: no react-dom in the production bundle (no "${REACT_DOM_MARKER}" in ${runtime.jsFiles} JS files)`,
  );
if (runtime.reactIn.length && !runtime.preactIn.length)
  console.log(`Storefront: React (react-dom in ${runtime.reactIn.join(', ')}), no Preact: ok`);
// Vite names a lazy chunk's dependencies in one array per file: `const __vite__mapDeps=(…["a.js","b.css"])`.
const assets = path.join(WEB_DIST, 'assets');
const addsStylesheet = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .filter((f) => /__vite__mapDeps=[^\n]*\.css"/.test(fs.readFileSync(path.join(assets, f), 'utf8')));
if (addsStylesheet.length)
  fail(`Storefront: lazy chunks would add the stylesheet the page already has: ${addsStylesheet.join(', ')}`);
else console.log('Storefront: no lazy chunk adds a stylesheet: ok');
if (failed) process.exit(1);
