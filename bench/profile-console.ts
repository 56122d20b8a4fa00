// Where do the console's long tasks come from on a phone? Starts the server and the seeded shop of bench
// section `console`, opens each list once at 375 px with the CPU slowed 4× under a DevTools trace, and
// prints every task over 50 ms with what ran inside it (compile/evaluate per script, React work, style
// and layout). `--hold` keeps the server up afterwards (for screenshots) until Ctrl-C.
//   node --import tsx bench/profile-console.ts [--tree] [--cpu] [--summary <visits>] [--hold]
// --summary: one line per visit (first row, longest task, most CPU time in one task), no breakdown.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { CONSOLE_SHAPE, consoleServerOptions } from './lib/console-seed.ts';
import { CPU_SLOWDOWN, launchChromium, PHONE, type StaffLogin } from './lib/console-measure.ts';
import { summariseProfile, type CpuProfile } from './lib/cpu-profile.ts';
import { pageMainThread, type TraceEvent } from './lib/main-thread.ts';
import { BENCH_STAFF } from './lib/staff-session.ts';
import { databaseTargets, withApiServer } from './lib/targets.ts';

const SCREENS = [
  { path: '/admin/', row: 'a[href^="/admin/enquiries/"]' },
  { path: '/admin/products', row: 'a[href^="/admin/products/"]:not([href="/admin/products/new"])' },
];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
];

async function signIn(baseUrl: string): Promise<StaffLogin> {
  const res = await fetch(`${baseUrl}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': CONSOLE_SHAPE.tenant },
    body: JSON.stringify(BENCH_STAFF),
  });
  const body = (await res.json()) as { data: { token: string; admin: unknown } };
  return { token: body.data.token, admin: body.data.admin };
}

/** The events inside a task as a tree (2 ms and longer), names with their script URL or function. */
function treeOf(own: TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + (task.dur ?? 0);
  const inside = own
    .filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) >= 2000)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: TraceEvent[] = [];
  const out: string[] = [];
  for (const e of inside) {
    while (stack.length && e.ts >= stack.at(-1)!.ts + stack.at(-1)!.dur!) stack.pop();
    const data = (e.args?.data ?? e.args?.beginData ?? {}) as { url?: string; functionName?: string };
    const what = [data.url ? path.basename(data.url) : '', data.functionName ?? ''].filter(Boolean).join(' ');
    if (stack.length < 7)
      out.push(`      ${'  '.repeat(stack.length)}${(e.dur! / 1000).toFixed(1)} ms ${e.name} ${what}`);
    stack.push(e);
  }
  return out;
}

/** The events directly inside a task, summed by name (and script URL for compile/evaluate). */
function describeTask(own: TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + (task.dur ?? 0);
  const inside = own.filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && e.dur);
  const sums = new Map<string, number>();
  for (const e of inside) {
    const data = (e.args?.data ?? e.args?.beginData ?? e.args) as
      { url?: string; fileName?: string; functionName?: string } | undefined;
    const url = data?.url ?? data?.fileName ?? '';
    const fn = data?.functionName ? ` ${data.functionName}` : '';
    const key = `${e.name}${url ? ' ' + path.basename(url) : ''}${fn}`;
    sums.set(key, (sums.get(key) ?? 0) + e.dur!);
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([k, us]) => `      ${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`);
}

async function profile(browser: Browser, base: string, login: StaffLogin, screen: (typeof SCREENS)[number]) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ({ token, admin }) => {
      localStorage.setItem('pataka_admin_token', token);
      localStorage.setItem('pataka_admin_user', JSON.stringify(admin));
    },
    { token: login.token, admin: login.admin },
  );
  const page = await context.newPage();
  // A warm visit first (as the bench): HTTP cache filled, then the traced one.
  await page.goto(base + screen.path);
  await page.waitForSelector(screen.row);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The sampling profiler costs a long task of its own when it starts: --cpu to have it.
  const sampling = process.argv.includes('--cpu');
  if (sampling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  await browser.startTracing(page, { categories: CATEGORIES });
  if (sampling) await cdp.send('Profiler.start');
  await page.goto(base + screen.path);
  await page.waitForSelector(screen.row, { timeout: 60_000 });
  const firstRow = await page.evaluate(() => performance.now());
  const timeline = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => {
      const r = e as PerformanceResourceTiming;
      return `${r.startTime.toFixed(0).padStart(6)} → ${r.responseEnd.toFixed(0).padStart(6)}  ${r.name.replace(/^https?:\/\/[^/]+/, '')}`;
    }),
  );
  await page.waitForTimeout(1500);
  const cpu = sampling
    ? ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile
    : null;
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const thread = pageMainThread(events, base + screen.path);
  if (!thread) throw new Error('no main thread');
  const own = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000);
  const t0 = Math.min(...own.filter((e) => e.ts > 0).map((e) => e.ts));
  if (summary) {
    // Thread time (tdur) is what the task cost the CPU, unthrottled and not inflated when other
    // processes hold the CPU: on a shared machine it compares builds where wall time does not.
    const all = own.filter((e) => e.name === 'RunTask' && e.ph === 'X');
    const wall = Math.max(0, ...all.map((e) => e.dur ?? 0)) / 1000;
    const cpuMax = Math.max(0, ...all.map((e) => e.tdur ?? 0)) / 1000;
    console.log(
      `${screen.path}\tfirst row ${firstRow.toFixed(0)} ms\tlongest task ${wall.toFixed(0)} ms wall\tmost thread time in one task ${cpuMax.toFixed(0)} ms`,
    );
    await context.close();
    return;
  }
  console.log(
    `\n${screen.path}: first row seen at ${firstRow.toFixed(0)} ms; ${tasks.length} tasks over 50 ms`,
  );
  for (const line of timeline) console.log(`    ${line}`);
  for (const t of tasks) {
    console.log(`  at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.dur! / 1000).toFixed(1)} ms`);
    for (const line of process.argv.includes('--tree') ? treeOf(own, t) : describeTask(own, t))
      console.log(line);
    const hot = cpu ? summariseProfile(cpu, { fromUs: t.ts, toUs: t.ts + t.dur! }).functions : [];
    for (const f of hot.slice(0, 10)) console.log(`      self ${f.ms.toFixed(1).padStart(6)} ms  ${f.name}`);
  }
  await context.close();
}

const summaryAt = process.argv.indexOf('--summary');
const summary = summaryAt >= 0;
const visits = summary ? Number(process.argv[summaryAt + 1] ?? 5) : 1;
const target = databaseTargets(process.env.DATABASE_URL).at(-1)!;
await withApiServer(target, consoleServerOptions('console-profile', BENCH_STAFF), async (server) => {
  const login = await signIn(server.url);
  const browser = await launchChromium();
  try {
    for (let i = 0; i < (summary ? visits : 1); i++)
      for (const s of SCREENS) await profile(browser, server.url, login, s);
  } finally {
    await browser.close();
  }
  if (process.argv.includes('--hold')) {
    console.log(`\nserver at ${server.url} (token ${login.token.slice(0, 14)}…); Ctrl-C to stop`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  }
});
