import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BUILDS, staleReason } from '../build-stamp.mjs';

/** Runs the build stage's builds (production, whatever NODE_ENV says) whose stamp does not match. */
export function buildIfStale(root, log) {
  for (const build of BUILDS) {
    const reason = staleReason(root, build);
    if (!reason) continue;
    log(`build: npm run build -w ${build.workspace} (${reason})`);
    const r = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error(`npm run build -w ${build.workspace} failed`);
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
