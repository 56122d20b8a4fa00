// `npm start`: builds the storefront and the staff console when missing or older than their sources, then
// runs the API (which serves both on the same port: the console under /admin). Environment variables: see README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Builds `workspace` when its dist/index.html is missing or older than any of its sources. */
function buildIfStale(workspace, label, sources, overriddenBy) {
  if (process.env[overriddenBy]) return;
  const built = path.join(root, workspace, 'dist/index.html');
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
);
buildIfStale(
  'apps/admin',
  'staff console',
  ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/public', ...shared],
  'ADMIN_DIST_DIR',
);

const server = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 1);
