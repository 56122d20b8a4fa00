// The built storefront the web and ssr sections measure: the client (apps/web/dist) and the server
// renderer (apps/web/dist-ssr/entry-server.js), built when asked or missing, then copied aside.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOptions } from './args.ts';
import { REPO_ROOT } from './child-process.ts';
import { fmt } from './report.ts';

export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');

/**
 * Which build to measure: apps/web's own, or the one WEB_DIST_DIR and WEB_SSR_ENTRY name (the API's
 * variables, e.g. a build made elsewhere), which the bench then never rebuilds.
 */
function buildPaths() {
  const { WEB_DIST_DIR, WEB_SSR_ENTRY } = process.env;
  return {
    client: path.resolve(WEB_DIST_DIR || path.join(WEB_DIR, 'dist')),
    ssrEntry: path.resolve(WEB_SSR_ENTRY || path.join(WEB_DIR, 'dist-ssr', 'entry-server.js')),
    given: Boolean(WEB_DIST_DIR || WEB_SSR_ENTRY),
  };
}

/**
 * The server as it ships (NODE_ENV=production: React's production server renderer, production
 * caching). Production refuses the log SMS provider; these sections sign no shopper in, so an HTTP
 * provider that is never called stands in.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/unused',
  SMS_API_KEY: 'bench-unused',
};

let builtThisRun = false;

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

function failureTail(r: ReturnType<typeof spawnSync>): string {
  return (
    `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(-3).join(' / ') || String(r.error?.message)
  );
}

/**
 * Builds when asked or when the client or the server renderer is missing; notes when the build is
 * older than its sources. Returns why it could not build, or null.
 */
export function ensureBuild(opts: BenchOptions, notes: string[]): string | null {
  const build = buildPaths();
  const index = path.join(build.client, 'index.html');
  const missing = !fs.existsSync(index) || !fs.existsSync(build.ssrEntry);
  if (build.given) {
    notes.push(
      `Measured the build named by WEB_DIST_DIR (${build.client}) and WEB_SSR_ENTRY (${build.ssrEntry}).`,
    );
    return fs.existsSync(index) ? null : `no index.html in WEB_DIST_DIR (${build.client})`;
  }
  // --build rebuilds once per bench run, however many sections measure the storefront.
  if ((opts.build || missing) && !builtThisRun) {
    builtThisRun = true;
    const started = performance.now();
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 300_000,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) return `npm run build -w apps/web failed: ${failureTail(r)}`;
    notes.push(`Built the storefront in ${fmt((performance.now() - started) / 1000, 0)} s.`);
  } else {
    const sources = ['apps/web/src', 'apps/web/index.html', 'packages/domain/src', 'packages/ui/src'];
    if (Math.max(...sources.map((p) => newestMtime(path.join(REPO_ROOT, p)))) > fs.statSync(index).mtimeMs)
      notes.push(
        'apps/web/dist is older than its sources: figures are for the last build (run with --build).',
      );
  }
  return null;
}

export type BuildCopy = {
  clientDir: string;
  /** The server renderer's entry, or null when the build has none (the API then serves the shell). */
  ssrEntry: string | null;
  /** WEB_DIST_DIR and WEB_SSR_ENTRY for the API server. */
  env: Record<string, string>;
  remove(): void;
};

/**
 * A private copy of the build: someone rebuilding apps/web during the run would otherwise leave the
 * server's HTML pointing at deleted chunks (a blank page, Lighthouse NO_FCP).
 */
export function copyBuild(): BuildCopy {
  const build = buildPaths();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-bench-web-'));
  const clientDir = path.join(dir, 'client');
  fs.cpSync(build.client, clientDir, { recursive: true });
  let ssrEntry: string | null = null;
  if (fs.existsSync(build.ssrEntry)) {
    // The renderer's whole folder: its entry imports chunks beside it.
    fs.cpSync(path.dirname(build.ssrEntry), path.join(dir, 'ssr'), { recursive: true });
    ssrEntry = path.join(dir, 'ssr', path.basename(build.ssrEntry));
  }
  return {
    clientDir,
    ssrEntry,
    env: { WEB_DIST_DIR: clientDir, ...(ssrEntry ? { WEB_SSR_ENTRY: ssrEntry } : {}) },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The client built again with hidden source maps (same code, so the same hashed names), into a
 * temporary folder: what tells which packages the initial JavaScript is made of.
 */
export function buildClientWithSourceMaps(): { dir: string; seconds: number } | { problem: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-bench-maps-'));
  const started = performance.now();
  const r = spawnSync(
    'npx',
    ['vite', 'build', '--sourcemap', 'hidden', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: WEB_DIR, encoding: 'utf8', timeout: 300_000, env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (r.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { problem: `vite build --sourcemap failed: ${failureTail(r)}` };
  }
  return { dir, seconds: (performance.now() - started) / 1000 };
}
