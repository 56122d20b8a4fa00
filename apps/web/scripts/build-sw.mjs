// Bundles the service worker (src/sw/service-worker.ts, decision 131) into dist/sw.js after `vite build`.
// Stamped in: the build's id (a hash of the Vite manifest, the page template and the worker's own source:
// every cache is named with it, so a new deploy's worker deletes the old ones) and the shell's hashed files,
// fetched when the worker installs: the entry, its CSS and the chunks the catalogue pages, the cart and the
// checkout need, so those routes render with no connection. Other chunks are kept as they are used.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

/** Route pages that open offline without having been visited (shells and the catalogue). */
const OFFLINE_ROUTES = [
  'home',
  'products',
  'product',
  'category',
  'categories',
  'cart',
  'checkout',
  'login',
  'not-found',
];
const wanted = (key, entry) =>
  entry.isEntry ||
  OFFLINE_ROUTES.some((id) => key === `src/app/routes/${id}.tsx`) ||
  // The layout's own lazy pieces and the Tamil catalogue: every page needs them.
  (entry.isDynamicEntry && !key.startsWith('src/app/routes/'));

const files = new Set();
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const imported of entry.imports ?? []) visit(imported);
};
for (const [key, entry] of Object.entries(manifest)) if (wanted(key, entry)) visit(key);
const precache = [...files]
  .filter((f) => /\.(?:js|css)$/.test(f))
  .map((f) => `/${f}`)
  .sort();

const swDir = path.join(root, 'src/sw');
const hash = createHash('sha256')
  .update(fs.readFileSync(manifestPath))
  .update(fs.readFileSync(path.join(dist, 'index.html')));
for (const file of fs.readdirSync(swDir).sort()) hash.update(fs.readFileSync(path.join(swDir, file)));
const buildId = hash.digest('hex').slice(0, 12);

const result = await build({
  entryPoints: [path.join(swDir, 'service-worker.ts')],
  outfile: path.join(dist, 'sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  define: {
    __PATAKA_BUILD__: JSON.stringify(buildId),
    __PATAKA_PRECACHE__: JSON.stringify(precache),
    // Workbox leaves out its development logging in production.
    'process.env.NODE_ENV': '"production"',
  },
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs)[0].bytes;
console.log(
  `dist/sw.js  ${(bytes / 1024).toFixed(1)} KB, build ${buildId}, ${precache.length} files precached`,
);
