// `npm run build -w apps/api`: bundles the API's entry points into apps/api/dist/*.js for plain `node`
// (docs/decisions/100-production-build-and-shutdown.md). Our TypeScript and the workspace packages
// (@pataka/domain: its exports point at .ts sources) are bundled; every npm package stays external and
// loads from node_modules at run time, so sharp's native module, PGlite's wasm, tesseract's worker script
// and pdfkit's font data are found where their packages expect them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildOf, writeStamp } from '../../../scripts/build-stamp.mjs';

// Production, whatever the shell exported (decision 140): the bundle and its stamp say the same.
process.env.NODE_ENV = 'production';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiRoot, 'dist');

/** dist/<name>.js ← src/<path>; an entry whose source is missing (not written yet) is skipped. */
const entries = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  admin: 'src/modules/admin/admin.cli.ts',
  seed: 'src/db/seed/cli.ts',
};

/** Bare imports are npm packages (external) except our workspace packages, which esbuild bundles from source. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pataka/') ? undefined : { path: args.path, external: true },
    );
  },
};

const entryPoints = Object.fromEntries(
  Object.entries(entries)
    .map(([name, source]) => [name, path.join(apiRoot, source)])
    .filter(([, file]) => fs.existsSync(file)),
);

const started = performance.now();
// Built beside dist/ and swapped in whole: a server starting meanwhile (tests build while others run)
// never sees half a build, and no stale chunk lingers beside the new ones.
const staging = path.join(apiRoot, `.dist-${process.pid}`);
const result = await build({
  entryPoints,
  outdir: staging,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Source paths in the maps stay relative to dist/, so stack traces name src/… files.
  sourcesContent: false,
  plugins: [externalNpmPackages],
  metafile: true,
  logLevel: 'warning',
});

// The stamp goes in with the build it describes (`npm start` and the server check it).
writeStamp(path.resolve(apiRoot, '../..'), buildOf('apps/api'), { distDir: staging });

const previous = path.join(apiRoot, `.dist-old-${process.pid}`);
try {
  fs.renameSync(outdir, previous);
} catch (err) {
  if (err.code !== 'ENOENT') throw err;
}
try {
  fs.renameSync(staging, outdir);
} catch (err) {
  // Another build swapped its own in first: it is from the same sources, keep it.
  if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
  fs.rmSync(staging, { recursive: true, force: true });
}
fs.rmSync(previous, { recursive: true, force: true });

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const total = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
const named = Object.keys(entryPoints).map((n) => `dist/${n}.js`);
console.log(
  `Built the API in ${Math.round(performance.now() - started)} ms: ${named.join(', ')} ` +
    `(${outputs.length} files, ${kb(total)})`,
);
