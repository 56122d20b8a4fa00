// `npm start`: builds the storefront, the staff console and the API for production when missing, made in
// another mode or from other sources (scripts/build-stamp.mjs), then runs the compiled API (which serves both apps on the same port: the console under /admin).
// Environment variables: see README.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILDS, staleReason } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Always the production build, whatever NODE_ENV the shell exported: a server started once in development
// must not leave development bundles for the next production start (decision 140). Each build's stamp says
// what it was made from (scripts/build-stamp.mjs); one of another mode or other sources is made again.
for (const build of BUILDS) {
  if (build.overriddenBy && process.env[build.overriddenBy]) continue;
  const reason = staleReason(root, build);
  if (!reason) continue;
  console.log(`Building the ${build.label} (${reason})…`);
  const r = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  const still = staleReason(root, build);
  if (still) {
    console.error(`\nThe ${build.label} build did not come out as expected: ${still}\n`);
    process.exit(1);
  }
}

// The server runs in this very process, not as a child: SIGTERM and Ctrl-C reach its own handlers (graceful
// shutdown), its exit code is ours, and no process can be left behind (decision 100).
process.chdir(root);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
