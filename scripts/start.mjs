// `npm start`: builds the storefront when it is missing or older than its sources, then runs the API
// (which serves the storefront on the same port). Environment variables: see README.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/domain/src'].map((p) =>
  path.join(root, p),
);
const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (!process.env.WEB_DIST_DIR && sources.some((s) => newestMtime(s) > builtAt)) {
  console.log('Building the storefront…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 1);
