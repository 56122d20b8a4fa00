// The stamp each build leaves beside its output (<workspace>/dist/.build-stamp.json): the mode it was built in
// (always production: the build scripts set NODE_ENV themselves, whatever the shell exported), a hash of its
// inputs (sources, config, lockfile) and a hash of each output the server loads. `npm start` and the deploy
// check rebuild a workspace whose stamp is missing, of another mode, of other inputs, or whose outputs were
// replaced since (a bare `vite build` leaves no stamp, or one that no longer matches); the API refuses to
// start in production on such a build (apps/api/src/lib/build-stamp.ts reads the same file). Decision 140.
//
// CLI, the last step of each workspace's `npm run build`: node ../../scripts/build-stamp.mjs <workspace>
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const STAMP_FILE = '.build-stamp.json';
export const BUILD_MODE = 'production';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/domain/src', 'packages/ui/src', 'package-lock.json'];

/**
 * What is built, from what. `outputs` are the files the server loads (relative to the workspace): their
 * hashes tell a stamped build from one made over it by other means. `overriddenBy`: an environment variable
 * that points the server at another build, so `npm start` leaves this one alone.
 */
export const BUILDS = [
  {
    workspace: 'apps/web',
    label: 'storefront',
    stampDir: 'dist',
    outputs: ['dist/index.html', 'dist-ssr/entry-server.js'],
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
    overriddenBy: 'WEB_DIST_DIR',
  },
  {
    workspace: 'apps/admin',
    label: 'staff console',
    stampDir: 'dist',
    outputs: ['dist/index.html'],
    sources: [
      'apps/admin/src',
      'apps/admin/index.html',
      'apps/admin/public',
      'apps/admin/vite.config.ts',
      'apps/admin/package.json',
      ...shared,
    ],
    overriddenBy: 'ADMIN_DIST_DIR',
  },
  {
    workspace: 'apps/api',
    label: 'API',
    stampDir: 'dist',
    outputs: ['dist/server.js'],
    sources: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', ...shared],
  },
];

export const buildOf = (workspace) => {
  const build = BUILDS.find((b) => b.workspace === workspace);
  if (!build) throw new Error(`no build is known for ${workspace}`);
  return build;
};

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

function listFiles(abs, rel, out) {
  if (!fs.existsSync(abs)) return;
  if (!fs.statSync(abs).isDirectory()) {
    out.push([rel, abs]);
    return;
  }
  for (const name of fs.readdirSync(abs).sort()) listFiles(path.join(abs, name), `${rel}/${name}`, out);
}

/** One hash over every source file's path and content: a touch does not rebuild, a changed byte does. */
export function inputsHash(root, build) {
  const files = [];
  for (const source of build.sources) listFiles(path.join(root, source), source, files);
  const hash = createHash('sha256');
  for (const [rel, abs] of files) hash.update(`${rel}\0${sha256(fs.readFileSync(abs))}\n`);
  return hash.digest('hex');
}

/** The hash of each output the server loads; null for one that is missing. `distDir` stands in for stampDir. */
export function outputHashes(workspaceDir, build, distDir = path.join(workspaceDir, build.stampDir)) {
  return Object.fromEntries(
    build.outputs.map((rel) => {
      const inDist = rel.startsWith(`${build.stampDir}/`);
      const file = inDist
        ? path.join(distDir, rel.slice(build.stampDir.length + 1))
        : path.join(workspaceDir, rel);
      return [rel, fs.existsSync(file) ? sha256(fs.readFileSync(file)) : null];
    }),
  );
}

export const stampPath = (workspaceDir, build) => path.join(workspaceDir, build.stampDir, STAMP_FILE);

export function readStamp(workspaceDir, build) {
  try {
    return JSON.parse(fs.readFileSync(stampPath(workspaceDir, build), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Writes the stamp of a build that just finished. `distDir` stands in for <workspace>/dist (the API writes
 * it into the folder it is about to swap in). Refuses a build made in another mode: the build scripts set
 * NODE_ENV themselves.
 */
export function writeStamp(root, build, { mode = process.env.NODE_ENV, distDir } = {}) {
  if (mode !== BUILD_MODE) {
    throw new Error(
      `${build.workspace} was built with NODE_ENV=${mode ?? '(unset)'}; builds are ${BUILD_MODE} only`,
    );
  }
  const workspaceDir = path.join(root, build.workspace);
  const outputs = outputHashes(workspaceDir, build, distDir);
  const missing = Object.entries(outputs).filter(([, h]) => !h);
  if (missing.length) throw new Error(`${build.workspace}: the build left no ${missing[0][0]}`);
  const stamp = {
    mode,
    inputs: inputsHash(root, build),
    outputs,
    node: process.versions.node,
    builtAt: new Date().toISOString(),
  };
  const file = distDir ? path.join(distDir, STAMP_FILE) : stampPath(workspaceDir, build);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

/** Why `build` must be made again (a sentence), or null when its output is the production build of today's sources. */
export function staleReason(root, build) {
  const workspaceDir = path.join(root, build.workspace);
  const stamp = readStamp(workspaceDir, build);
  if (!stamp) return 'no build stamp (never built, or built by other means than npm run build)';
  if (stamp.mode !== BUILD_MODE) return `the last build was made for ${stamp.mode}`;
  const outputs = outputHashes(workspaceDir, build);
  for (const [rel, hash] of Object.entries(outputs)) {
    if (hash !== stamp.outputs?.[rel])
      return `${rel} is not the stamped build's (${hash ? 'replaced' : 'missing'})`;
  }
  if (stamp.inputs !== inputsHash(root, build)) return 'its sources changed since the last build';
  return null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const workspace = process.argv[2];
  try {
    const stamp = writeStamp(repoRoot, buildOf(workspace));
    console.log(`${workspace}: build stamp written (${stamp.mode}, inputs ${stamp.inputs.slice(0, 12)})`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
