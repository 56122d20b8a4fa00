// `npm run test:deploy [-- --keep]`: the Dockerfile's runtime stage, performed without a container daemon.
//
// Images cannot be built where Pataka is developed, so this reads the runtime stage of ./Dockerfile and does
// what it says in a clean temporary folder: each COPY --from=build (from this checkout, built first when
// stale), its `npm ci` (production dependencies only), its ENV, then the CMD as an unprivileged user
// (USER; `nobody` here) with the app folder read-only to it. It checks that GET /api/v1/ready answers 200,
// that the storefront (/) and the console (/admin/) are served, that the HEALTHCHECK command passes, that a
// payment screenshot is stored and read (sharp, the OCR worker and its model load from production
// dependencies), that the STOPSIGNAL ends the server with exit code 0 within 10 s, leaving no lock file, and
// that nothing was written outside DATA_DIR. System packages (apt-get) and image users are not installed
// here: those RUN lines are listed as skipped. Exits non-zero, with the reason, on the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDockerfile } from './deploy-check/dockerfile.mjs';
import { buildIfStale, freePort, listTree, waitForExit } from './deploy-check/helpers.mjs';
import { exerciseServer } from './deploy-check/exercise-server.mjs';
import { nodeForImage } from './deploy-check/node-runtime.mjs';
import { performStage } from './deploy-check/perform-stage.mjs';
import { checkStartModes } from './deploy-check/start-modes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (msg) => console.log(`[${elapsed().padStart(7)}] ${msg}`);
const STOP_WITHIN_MS = 10_000;

/** Runs as root (CI): drop to nobody; otherwise the app folder is made read-only to the current user. */
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const unprivileged = (argv) =>
  asRoot ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--', ...argv] : argv;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-deploy-'));
fs.chmodSync(work, 0o755); // nobody must reach the app folder inside
let server = null;

async function main() {
  const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const runtime = stages.find((s) => s.name === 'runtime') ?? stages.at(-1);
  log(
    `Dockerfile: runtime stage "${runtime.name}" from ${runtime.base}, ${runtime.instructions.length} steps`,
  );

  buildIfStale(root, log);

  // The image's Node (node:<major>-…) runs its npm steps, the server and the HEALTHCHECK.
  const node = nodeForImage(runtime.base, { root, work, log });
  const imagePath = `${node.bin}${path.delimiter}${process.env.PATH}`;
  log(`Node ${node.version} (the runtime image's major) runs the npm steps and the server`);

  const appDir = path.join(work, 'app');
  const stage = performStage(runtime, { root, appDir, log, env: { PATH: imagePath } });
  if (!stage.cmd) throw new Error('the runtime stage has no CMD');

  // What the server may write: DATA_DIR, plus a HOME and TMPDIR of its own that must stay empty.
  const writable = {};
  for (const name of ['data', 'home', 'tmp']) {
    writable[name] = path.join(work, name);
    fs.mkdirSync(writable[name], { mode: 0o700 });
    if (asRoot) fs.chownSync(writable[name], NOBODY, NOBODY);
  }
  if (!asRoot) spawnSync('chmod', ['-R', 'a-w', appDir]);
  const appBefore = listTree(appDir);

  const port = await freePort();
  const adminPassword = randomBytes(12).toString('hex');
  const env = {
    PATH: imagePath,
    ...stage.env,
    HOME: writable.home,
    TMPDIR: writable.tmp,
    DATA_DIR: writable.data,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The least production accepts: an SMS gateway (here one that does not exist; no OTP is sent).
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    SMS_API_KEY: 'deploy-check',
    ADMIN_EMAIL: 'owner@deploy-check.test',
    ADMIN_PASSWORD: adminPassword,
  };
  check(stage.env.NODE_ENV === 'production', 'the runtime stage does not set NODE_ENV=production');

  const logFile = path.join(work, 'server.log');
  const out = fs.openSync(logFile, 'w');
  const argv = unprivileged(stage.cmd);
  log(`start: ${stage.cmd.join(' ')} as ${asRoot ? 'nobody' : os.userInfo().username}, port ${port}`);
  const startedAt = performance.now();
  server = spawn(argv[0], argv.slice(1), { cwd: appDir, env, stdio: ['ignore', out, out] });
  const exited = waitForExit(server);
  const serverLog = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');

  try {
    await exerciseServer({
      base: `http://127.0.0.1:${port}`,
      exited,
      log,
      startedAt,
      admin: { email: env.ADMIN_EMAIL, password: adminPassword },
      healthcheck: stage.healthcheck && unprivileged(stage.healthcheck.argv),
      healthcheckEnv: env,
      appDir,
    });

    const signal = stage.stopSignal ?? 'SIGTERM';
    const stopAt = performance.now();
    server.kill(signal);
    const result = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r(null), STOP_WITHIN_MS)),
    ]);
    const stopMs = Math.round(performance.now() - stopAt);
    check(result, `the server did not exit within ${STOP_WITHIN_MS / 1000} s of ${signal}`);
    check(
      result.code === 0,
      `the server exited with ${result.signal ?? `code ${result.code}`} after ${signal}`,
    );
    server = null;
    log(`${signal} → exit 0 in ${stopMs} ms`);
  } catch (err) {
    console.error(`\n--- server log (last lines) ---\n${serverLog()}\n---`);
    throw err;
  }

  check(!fs.existsSync(path.join(writable.data, 'pataka.lock')), 'the PGlite lock file was left in DATA_DIR');
  const changed = diffTrees(appBefore, listTree(appDir));
  check(!changed.length, `the server changed the app folder: ${changed.slice(0, 5).join(', ')}`);
  for (const name of ['home', 'tmp']) {
    const left = [...listTree(writable[name]).keys()].filter((p) => p);
    check(
      !left.length,
      `the server wrote outside DATA_DIR, in ${name.toUpperCase()}: ${left.slice(0, 5).join(', ')}`,
    );
  }
  const data = fs.readdirSync(writable.data).sort();
  log(`nothing written outside DATA_DIR (it holds: ${data.join(', ')})`);

  // `npm start` on this checkout, with this machine's node: development then production (decision 140).
  await checkStartModes({
    root,
    work,
    log,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? os.homedir(),
      SMS_PROVIDER: env.SMS_PROVIDER,
      SMS_HTTP_URL: env.SMS_HTTP_URL,
      SMS_API_KEY: env.SMS_API_KEY,
      ADMIN_EMAIL: env.ADMIN_EMAIL,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD,
    },
  });
}

function check(ok, message) {
  if (!ok) throw new Error(message);
}

function diffTrees(before, after) {
  const changed = [];
  for (const [p, sig] of after) if (before.get(p) !== sig) changed.push(p || '.');
  for (const p of before.keys()) if (!after.has(p)) changed.push(`${p} (removed)`);
  return changed;
}

try {
  await main();
  console.log(`\ndeploy-check passed in ${elapsed()}`);
} catch (err) {
  console.error(`\ndeploy-check FAILED after ${elapsed()}: ${err.message}`);
  process.exitCode = 1;
} finally {
  if (server) server.kill('SIGKILL');
  if (!asRoot) spawnSync('chmod', ['-R', 'u+w', work]);
  if (keep) console.log(`kept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
