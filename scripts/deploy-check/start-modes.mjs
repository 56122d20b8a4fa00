// `npm start` on one checkout, first from a shell that exported NODE_ENV=development, then from one that
// exported production (decision 140). Before the build stamp the first start built development bundles and
// the second died on its first page ("jsxDEV is not a function"). Starts from a storefront renderer that
// really is a development build (what the old `npm start` left), with the machine's own node (the
// developers' Node, which `npm start` must keep serving until the machines move).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildOf, staleReason } from '../build-stamp.mjs';
import { freePort, waitForExit } from './helpers.mjs';

const READY_WITHIN_MS = 360_000; // the first start rebuilds the storefront (90 s on an idle 2-core machine)
const STOP_WITHIN_MS = 10_000;
/** The development JSX transform's calls (React's production runtime has no jsxDEV function). */
const DEV_JSX = /\bjsxDEV\(/;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The storefront's page as the server rendered it: the React root has content (not the browser's shell). */
function expectRenderedPage(status, html, what) {
  if (status !== 200) throw new Error(`${what} answered ${status}: ${html.slice(0, 200)}`);
  if (!/<div id="root">\s*<[a-z]/i.test(html))
    throw new Error(`${what} was not rendered on the server (empty #root): ${html.slice(0, 200)}`);
}

async function startOnce({ root, work, nodeEnv, env, log, name }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(work, `npm-start-${name}.log`);
  const out = fs.openSync(logFile, 'w');
  const startedAt = performance.now();
  // Its own process group: the signal reaches npm and the server it execs, as Ctrl-C would.
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...env, NODE_ENV: nodeEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const exited = waitForExit(child);
  let ended = null;
  exited.then((r) => (ended = r));
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  try {
    let last = 'no answer';
    for (;;) {
      if (ended) throw new Error(`it exited (${ended.signal ?? `code ${ended.code}`}) before it was ready`);
      if (performance.now() - startedAt > READY_WITHIN_MS)
        throw new Error(`not ready within ${READY_WITHIN_MS / 1000} s (last: ${last})`);
      try {
        const res = await fetch(`${base}/api/v1/ready`);
        if (res.status === 200) break;
        last = String(res.status);
      } catch (err) {
        last = err.cause?.code ?? err.message;
      }
      await sleep(250);
    }
    const readyMs = Math.round(performance.now() - startedAt);
    for (const url of ['/', '/products']) {
      const res = await fetch(base + url);
      expectRenderedPage(res.status, await res.text(), `GET ${url}`);
    }
    const admin = await fetch(`${base}/admin/`);
    if (admin.status !== 200) throw new Error(`GET /admin/ answered ${admin.status}`);
    log(`NODE_ENV=${nodeEnv} npm start: ready in ${readyMs} ms; / and /products rendered, /admin/ 200`);
    process.kill(-child.pid, 'SIGTERM');
    const result = await Promise.race([exited, sleep(STOP_WITHIN_MS).then(() => null)]);
    if (!result) throw new Error(`it did not stop within ${STOP_WITHIN_MS / 1000} s of SIGTERM`);
  } catch (err) {
    if (!ended) process.kill(-child.pid, 'SIGKILL');
    throw new Error(`NODE_ENV=${nodeEnv} npm start: ${err.message}\n--- its log ---\n${tail()}\n---`);
  }
}

/**
 * Leaves what the old `npm start` left under NODE_ENV=development (a development server renderer), then
 * starts in development and in production. `env` must satisfy production's configuration.
 */
export async function checkStartModes({ root, work, env, log }) {
  const web = buildOf('apps/web');
  const r = spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], {
    cwd: path.join(root, web.workspace),
    env: { ...env, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`the development build of the renderer failed: ${r.stderr}`);
  const ssr = fs.readFileSync(path.join(root, web.workspace, 'dist-ssr/entry-server.js'), 'utf8');
  if (!DEV_JSX.test(ssr)) throw new Error('the NODE_ENV=development renderer build calls no jsxDEV');
  log(`a development renderer is in apps/web/dist-ssr (${staleReason(root, web)})`);

  for (const [i, nodeEnv] of ['development', 'production'].entries()) {
    fs.mkdirSync(path.join(work, `start-data-${i}`), { recursive: true });
    await startOnce({
      root,
      work,
      nodeEnv,
      env: { ...env, DATA_DIR: path.join(work, `start-data-${i}`) },
      log,
      name: nodeEnv,
    });
    const still = staleReason(root, web);
    if (still) throw new Error(`after NODE_ENV=${nodeEnv} npm start the storefront build is stale: ${still}`);
  }
  const rebuilt = fs.readFileSync(path.join(root, web.workspace, 'dist-ssr/entry-server.js'), 'utf8');
  if (DEV_JSX.test(rebuilt)) throw new Error('npm start left a development renderer in place');
}
