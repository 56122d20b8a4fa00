// One shutdown run: a fresh shop, the server started as `via` says, customers signed in through OTP,
// mixed traffic with OCR busy, SIGTERM mid-load, then what happened: exit code, time to exit, processes
// left, the PGlite lock, and whether every acknowledged enquiry is in the database.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ShutdownFixture } from './fixture.ts';
import { TENANT } from './fixture.ts';
import { startLoad, type Tally } from './load.ts';
import {
  diagnose,
  freePort,
  processGroup,
  startTarget,
  waitForStatus,
  type Target,
  type Via,
} from './target.ts';
import { lockFileLeft, missingEnquiries } from './verify.ts';

export type RunOptions = {
  via: Via;
  connections?: number;
  uploaders?: number;
  customers?: number;
  /** Load before the signal (after warm-up). */
  loadMs?: number;
  /** No exit this long after SIGTERM counts as a hang (then the process is examined and killed). */
  hangAfterMs?: number;
  /** With --via tsx: the TypeScript entry (default apps/api/src/server.ts). */
  tsEntry?: string;
  /** With --via npm-start: the checkout to run it in (default this one; an older copy to compare). */
  root?: string;
  /**
   * Signal the whole process group, as Ctrl-C in a terminal and systemd's default KillMode do; by default
   * only the process started (npm for npm-start), as `kill <pid>`, Docker and Kubernetes do.
   */
  signalGroup?: boolean;
  env?: Record<string, string>;
};

export type ShutdownRun = {
  via: Via;
  database: 'pglite' | 'postgres';
  exitCode: number | null;
  exitSignal: string | null;
  /** From SIGTERM until the process signalled and every process it started (npm's shell, node) are gone. */
  exitMs: number;
  /** Some process of the group was still there --hang-after after the signal (then examined and killed). */
  hung: boolean;
  /** Hung runs: did a second SIGTERM end it? */
  secondSignalEnded?: boolean;
  diagnostics?: string;
  /** The processes that were still there when it was declared hung. */
  leftovers: string[];
  lockFileLeft: boolean;
  ocrBusyAtSignal: boolean;
  acknowledged: number;
  missing: string[];
  before: Tally;
  after: Tally;
  tail: string;
};

/** The acceptance: exit 0 within 10 s, nothing left behind, lock released, every acknowledged enquiry kept. */
export function problems(run: ShutdownRun, limitMs = 10_000): string[] {
  const found: string[] = [];
  if (run.hung) found.push('hung');
  if (run.exitCode !== 0) found.push(`exit ${run.exitCode ?? run.exitSignal}`);
  if (run.exitMs > limitMs) found.push(`took ${Math.round(run.exitMs)} ms`);
  if (run.leftovers.length) found.push(`left behind: ${run.leftovers.join(', ')}`);
  if (run.lockFileLeft) found.push('lock file left');
  if (run.missing.length) found.push(`${run.missing.length} acknowledged enquiries missing`);
  return found;
}

async function json<T>(target: Target, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${target.url}${path}`, {
    ...init,
    headers: { 'x-tenant-id': TENANT, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const SHOPPERS = ['Lakshmi Narayanan', 'Murugan S', 'Anitha Raj', 'Karthik Iyer', 'Meena Devi', 'Ravi Kumar'];

/** Signs customers in the way a shopper does: a code by "SMS" (devOtp, log provider), then verify with a name. */
async function signIn(target: Target, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const phone = String(9_700_000_000 + i); // each run is a fresh shop: the same phones every time
    const { devOtp } = await json<{ devOtp: string }>(target, '/api/v1/customers/otp/generate', {
      method: 'POST',
      body: JSON.stringify({ phone }),
    });
    const { token } = await json<{ token: string }>(target, '/api/v1/customers/otp/verify', {
      method: 'POST',
      body: JSON.stringify({ phone, otp: devOtp, name: SHOPPERS[i % SHOPPERS.length] }),
    });
    tokens.push(token);
  }
  return tokens;
}

export async function runShutdown(fixture: ShutdownFixture, opts: RunOptions): Promise<ShutdownRun> {
  const where = await fixture.newDatabase();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development', // the log SMS provider (devOtp) is refused in production
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: where.dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    OTP_IP_BURST: '10000',
    OTP_IP_PER_MINUTE: '100000',
    OTP_TENANT_PER_MINUTE: '100000',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl;

  const target = startTarget(opts.via, env, port, { tsEntry: opts.tsEntry, root: opts.root });
  const pgid = target.proc.pid!;
  try {
    await waitForStatus(target, '/api/v1/health', opts.via === 'npm-start' ? 300_000 : 60_000);
    const slugs = (await json<{ slug: string }[]>(target, '/api/v1/products?limit=50')).map((p) => p.slug);
    const tokens = await signIn(target, opts.customers ?? 8);
    const load = startLoad({
      url: target.url,
      connections: opts.connections ?? 50,
      uploaders: opts.uploaders ?? 4,
      tokens,
      orderBody: fixture.orderBody,
      receipts: fixture.receipts,
      slugs,
    });
    await sleep(opts.loadMs ?? 3000);
    // Signal while a screenshot is being read (uploads wait for their OCR), as the slow shutdowns did.
    const uploading = (opts.uploaders ?? 4) > 0;
    for (let waited = 0; uploading && load.uploadsInFlight() === 0 && waited < 5000; waited += 20)
      await sleep(20);
    const ocrBusyAtSignal = load.uploadsInFlight() > 0;

    const signalledAt = performance.now();
    load.markSignal();
    process.kill(opts.signalGroup ? -pgid : pgid, 'SIGTERM');
    // Done when the process signalled AND everything it started are gone: npm may exit before its server.
    const hangAfterMs = opts.hangAfterMs ?? 30_000;
    let leaderGone = false;
    void target.exited.then(() => (leaderGone = true));
    let lastExitAt = signalledAt;
    while (performance.now() - signalledAt < hangAfterMs) {
      if (leaderGone && processGroup(pgid).length === 0) break;
      lastExitAt = performance.now();
      await sleep(25);
    }
    const stuck = processGroup(pgid);
    const hung = stuck.length > 0 || !leaderGone;
    let diagnostics: string | undefined;
    let secondSignalEnded: boolean | undefined;
    if (hung) {
      diagnostics = stuck.map(([pid, name]) => `=== ${pid} ${name}\n${diagnose(pid)}`).join('\n');
      for (const [pid] of stuck) process.kill(pid, 'SIGTERM');
      await sleep(3000);
      secondSignalEnded = processGroup(pgid).length === 0;
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // all gone
      }
      for (let waited = 0; processGroup(pgid, { zombies: true }).length && waited < 5000; waited += 100)
        await sleep(100);
    }
    const exit = await target.exited;
    const report = await load.stop();
    const lockLeft = !where.databaseUrl && lockFileLeft(where.dataDir);
    return {
      via: opts.via,
      database: fixture.kind,
      exitCode: exit.code,
      exitSignal: exit.signal,
      exitMs: Math.max(exit.at, lastExitAt) - signalledAt,
      hung,
      secondSignalEnded,
      diagnostics,
      leftovers: stuck.map(([pid, name]) => `${name} (${pid})`),
      lockFileLeft: lockLeft,
      ocrBusyAtSignal,
      acknowledged: report.acknowledged.length,
      missing: await missingEnquiries(where, report.acknowledged),
      before: report.before,
      after: report.after,
      tail: target.tail(),
    };
  } finally {
    if (target.proc.exitCode === null && target.proc.signalCode === null) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await where.dispose();
  }
}
