// `npm start`: builds the storefront, the staff console and the API when missing or older than their sources,
// then runs the compiled API (which serves both apps on the same port: the console under /admin).
// Environment variables: see README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds `workspace` when its `output` is missing or older than any of its sources. */
function buildIfStale(workspace, label, sources, overriddenBy, output = 'dist/index.html') {
  if (overriddenBy && process.env[overriddenBy]) return;
  const built = path.join(root, workspace, output);
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (!sources.some((s) => newestMtime(path.join(root, s)) > builtAt)) return;
  console.log(`Building the ${label}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const shared = ['packages/domain/src', 'packages/ui/src'];
buildIfStale(
  'apps/web',
  'storefront',
  ['apps/web/src', 'apps/web/index.html', 'apps/web/public', ...shared],
  'WEB_DIST_DIR',
  // The server renderer is built last: when it is there and new, so is the browser's build.
  'dist-ssr/entry-server.js',
);
buildIfStale(
  'apps/admin',
  'staff console',
  ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/public', ...shared],
  'ADMIN_DIST_DIR',
);

buildIfStale(
  'apps/api',
  'API',
  ['apps/api/src', 'apps/api/scripts/build.mjs', ...shared],
  undefined,
  'dist/server.js',
);

// The server runs in this very process, not as a child: SIGTERM and Ctrl-C reach its own handlers (graceful
// shutdown), its exit code is ours, and no process can be left behind (decision 100).
process.chdir(root);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
