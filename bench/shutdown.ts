// `npm run bench:shutdown -- [--runs 20] [--database pglite|postgres] [--via node|npm-start|tsx]`:
// SIGTERM under load, repeated (docs/decisions/100-production-build-and-shutdown.md). Each run starts the
// server on a fresh copy of the demo shop, signs customers in through OTP, drives 50 connections of
// catalogue reads, enquiry writes and payment-screenshot uploads (OCR busy), sends SIGTERM mid-load and
// records the exit code, the time from the signal to the exit, processes left behind, the PGlite lock file
// and whether every acknowledged enquiry is in the database. A run that does not exit within
// --hang-after seconds is examined (threads, gdb backtraces into bench/.out/shutdown/) and killed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareFixture, type DatabaseKind } from '../apps/api/test/platform/shutdown/fixture.ts';
import { problems, runShutdown, type ShutdownRun } from '../apps/api/test/platform/shutdown/harness.ts';
import { ensureApiBuild } from '../apps/api/test/platform/shutdown/api-build.ts';
import { VIAS, type Via } from '../apps/api/test/platform/shutdown/target.ts';
import { summarise } from '../apps/api/test/platform/shutdown/summary.ts';

const USAGE = `npm run bench:shutdown -- [options]
  --runs <n>             repetitions (default 20)
  --database <kind>      pglite (default) or postgres (a fresh database per run on the server of
                         BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL)
  --via <how>            node: the compiled build, as apps/api "start" runs it (default)
                         npm-start: \`npm start\` at the repository root, as a user runs it (SIGTERM to npm)
                         tsx: node --import tsx on the TypeScript sources (the old way)
  --entry <file.ts>      with --via tsx: the entry to run (default apps/api/src/server.ts)
  --connections <n>      concurrent clients (default 50), of which --uploaders <n> (default 4) upload screenshots
  --load-seconds <s>     load before the signal (default 3)
  --hang-after <s>       no exit after this long is a hang (default 30)
  --skip-app-builds      with npm-start: do not build the storefront and console (sets WEB_DIST_DIR/ADMIN_DIST_DIR)
  --root <dir>           with npm-start: run it in this checkout (e.g. an older copy, to compare)
  --signal-group         send SIGTERM to the whole process group (Ctrl-C, systemd) instead of the one process
  --fresh-tmpdir         an empty TMPDIR per run, as on a fresh machine (with --via tsx: a cold transform cache)`;

function parse(argv: string[]) {
  const o = {
    runs: 20,
    database: 'pglite' as DatabaseKind,
    via: 'node' as Via,
    entry: undefined as string | undefined,
    connections: 50,
    uploaders: 4,
    loadSeconds: 3,
    hangAfter: 30,
    skipAppBuilds: false,
    root: undefined as string | undefined,
    signalGroup: false,
    freshTmpdir: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    const count = () => {
      const n = Number(value());
      if (!(n > 0)) throw new Error(`${arg} needs a positive number`);
      return n;
    };
    if (arg === '--runs') o.runs = Math.round(count());
    else if (arg === '--database') {
      const v = value();
      if (v !== 'pglite' && v !== 'postgres') throw new Error(`--database is pglite or postgres, not ${v}`);
      o.database = v;
    } else if (arg === '--via') {
      const v = value();
      if (!(VIAS as readonly string[]).includes(v)) throw new Error(`--via is one of ${VIAS.join(', ')}`);
      o.via = v as Via;
    } else if (arg === '--entry') o.entry = path.resolve(value());
    else if (arg === '--connections') o.connections = Math.round(count());
    else if (arg === '--uploaders') {
      o.uploaders = Math.round(Number(value()));
      if (!(o.uploaders >= 0 && o.uploaders <= o.connections))
        throw new Error('--uploaders is 0 … --connections');
    } else if (arg === '--load-seconds') o.loadSeconds = count();
    else if (arg === '--hang-after') o.hangAfter = count();
    else if (arg === '--skip-app-builds') o.skipAppBuilds = true;
    else if (arg === '--root') o.root = path.resolve(value());
    else if (arg === '--signal-group') o.signalGroup = true;
    else if (arg === '--fresh-tmpdir') o.freshTmpdir = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  return o;
}

function line(i: number, run: ShutdownRun): string {
  const after = Object.entries(run.after)
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
  const verdict = problems(run);
  return [
    `run ${String(i).padStart(2)}`,
    `exit ${run.exitCode ?? run.exitSignal}`,
    `${(run.exitMs / 1000).toFixed(2)} s`,
    `ocr busy ${run.ocrBusyAtSignal ? 'yes' : 'no'}`,
    `lock ${run.lockFileLeft ? 'LEFT' : 'released'}`,
    `acknowledged ${run.acknowledged}, missing ${run.missing.length}`,
    verdict.length ? `FAIL: ${verdict.join('; ')}` : 'ok',
    `| after signal: ${after}`,
  ].join('  ');
}

const opts = parse(process.argv.slice(2));
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const outDir = path.resolve(import.meta.dirname, '.out/shutdown');
if (opts.via === 'node') ensureApiBuild();

console.log(
  `SIGTERM${opts.signalGroup ? ' to the process group' : ''} under load: ${opts.runs} runs, ${opts.database}, ` +
    `via ${opts.via}${opts.root ? ` in ${opts.root}` : ''}, ${opts.connections} connections ` +
    `(${opts.uploaders} uploading), signal after ${opts.loadSeconds} s`,
);
const fixture = await prepareFixture(opts.database, { serverUrl });
const runs: ShutdownRun[] = [];
try {
  for (let i = 1; i <= opts.runs; i++) {
    const tmpdir = opts.freshTmpdir ? fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-fresh-tmp-')) : undefined;
    const run = await runShutdown(fixture, {
      via: opts.via,
      tsEntry: opts.entry,
      root: opts.root,
      signalGroup: opts.signalGroup,
      connections: opts.connections,
      uploaders: opts.uploaders,
      loadMs: opts.loadSeconds * 1000,
      hangAfterMs: opts.hangAfter * 1000,
      env: {
        ...(opts.skipAppBuilds && { WEB_DIST_DIR: 'apps/web/dist', ADMIN_DIST_DIR: 'apps/admin/dist' }),
        ...(tmpdir && { TMPDIR: tmpdir }),
      },
    });
    if (tmpdir) fs.rmSync(tmpdir, { recursive: true, force: true });
    runs.push(run);
    console.log(line(i, run));
    if (run.diagnostics || problems(run).length) {
      fs.mkdirSync(outDir, { recursive: true });
      const file = path.join(outDir, `${new Date().toISOString().replaceAll(':', '-')}-run${i}.txt`);
      fs.writeFileSync(
        file,
        `${JSON.stringify({ ...run, diagnostics: undefined }, null, 2)}\n\n${run.diagnostics ?? ''}`,
      );
      console.log(`         details: ${path.relative(process.cwd(), file)}`);
    }
  }
} finally {
  await fixture.dispose();
}
console.log(`\n${summarise(runs)}`);
process.exitCode = runs.some((r) => problems(r).length) ? 1 : 0;
