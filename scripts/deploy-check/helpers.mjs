import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const shared = ['packages/domain/src', 'packages/ui/src'];
/** The build stage's outputs, with the sources each is made from (the same rule as scripts/start.mjs). */
const BUILDS = [
  {
    workspace: 'apps/web',
    output: 'dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', ...shared],
  },
  {
    workspace: 'apps/admin',
    output: 'dist/index.html',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/public', ...shared],
  },
  {
    workspace: 'apps/api',
    output: 'dist/server.js',
    sources: ['apps/api/src', 'apps/api/scripts', ...shared],
  },
];

/** Runs the build stage's builds whose output is missing or older than its sources. */
export function buildIfStale(root, log) {
  for (const { workspace, output, sources } of BUILDS) {
    const built = path.join(root, workspace, output);
    const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
    if (!sources.some((s) => newestMtime(path.join(root, s)) > builtAt)) continue;
    log(`build: npm run build -w ${workspace} (missing or stale)`);
    const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Every path under dir ('' is dir itself) with what would change if it were written. */
export function listTree(dir) {
  const tree = new Map();
  const walk = (rel) => {
    const abs = path.join(dir, rel);
    const st = fs.lstatSync(abs);
    tree.set(
      rel,
      `${st.isDirectory() ? 'd' : st.isSymbolicLink() ? 'l' : 'f'}:${st.size}:${st.mtimeMs}:${st.mode}`,
    );
    if (st.isDirectory()) for (const name of fs.readdirSync(abs)) walk(rel ? path.join(rel, name) : name);
  };
  walk('');
  return tree;
}

/** Resolves with { code, signal } when the child ends. */
export const waitForExit = (child) =>
  new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
