// The Node the image runs: the runtime stage's base image names its major (node:24-bookworm-slim), and the
// check runs its npm steps, the server and the HEALTHCHECK with that major, not with whatever node this
// machine has. The npm package `node@<major>` ships the binary (only the npm registry is reachable here);
// .ci/run installs it into .ci/node<major>, and this installs it there when it is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function imageNodeMajor(base) {
  const m = /^node:(\d+)(?:[.-]|$)/.exec(base ?? '');
  if (!m) throw new Error(`the runtime stage's base image (${base}) names no Node major (node:<major>-…)`);
  return m[1];
}

const versionOf = (bin) =>
  spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';

/**
 * A folder whose `node` is the image's major, copied into `work` so the unprivileged user can run it.
 * Returns { bin, version }.
 */
export function nodeForImage(base, { root, work, log }) {
  const major = imageNodeMajor(base);
  let source = path.dirname(process.execPath);
  if (process.versions.node.split('.')[0] !== major) {
    const prefix = path.join(root, '.ci', `node${major}`);
    source = path.join(prefix, 'node_modules', 'node', 'bin');
    if (!versionOf(source).startsWith(`v${major}.`)) {
      log(`installing Node ${major} (npm package node@${major}) into .ci/node${major}`);
      const r = spawnSync(
        'npm',
        ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node@${major}`],
        { cwd: root, encoding: 'utf8' },
      );
      if (r.status !== 0) throw new Error(`npm install node@${major} failed: ${r.stderr.slice(-1000)}`);
    }
  }
  const bin = path.join(work, `node${major}`, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.copyFileSync(path.join(source, 'node'), path.join(bin, 'node'));
  fs.chmodSync(bin, 0o755);
  fs.chmodSync(path.dirname(bin), 0o755);
  fs.chmodSync(path.join(bin, 'node'), 0o755);
  const version = versionOf(bin);
  if (!version.startsWith(`v${major}.`))
    throw new Error(`${bin}/node is ${version || 'not runnable'}, not Node ${major}`);
  return { bin, version };
}
