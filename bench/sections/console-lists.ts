// The staff console on a phone with a busy shop (issue 30, part 4): the inbox with 2,000 enquiries and
// the products list with 5,000 products, each opened 5 times at 375 px with the CPU slowed 4×. Budget:
// first screen ≤ 1.5 s and no task over 200 ms (medians of 5).
import fs from 'node:fs';
import path from 'node:path';
import type { BenchOptions } from '../lib/args.ts';
import { CONSOLE_SHAPE, consoleDist, consoleServerOptions } from '../lib/console-seed.ts';
import {
  CPU_SLOWDOWN,
  launchChromium,
  PHONE,
  visitScreen,
  type ScreenVisit,
  type StaffLogin,
} from '../lib/console-measure.ts';
import { fmt, median, verdict, type BudgetCheck, type SectionResult, type Table } from '../lib/report.ts';
import { BENCH_STAFF } from '../lib/staff-session.ts';
import { databaseTargets, withApiServer } from '../lib/targets.ts';

export const FIRST_SCREEN_BUDGET_MS = 1500;
export const LONGEST_TASK_BUDGET_MS = 200;
export const VISITS = 5;

const SCREENS = [
  {
    name: `inbox (${CONSOLE_SHAPE.enquiries.toLocaleString('en')} enquiries)`,
    path: '/admin/',
    row: 'a[href^="/admin/enquiries/"]',
  },
  {
    name: `products (${CONSOLE_SHAPE.products.toLocaleString('en')} products)`,
    path: '/admin/products',
    row: 'a[href^="/admin/products/"]:not([href="/admin/products/new"])',
  },
];

type Screen = { name: string; visits: ScreenVisit[] };

async function signIn(baseUrl: string): Promise<StaffLogin> {
  const res = await fetch(`${baseUrl}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': CONSOLE_SHAPE.tenant },
    body: JSON.stringify(BENCH_STAFF),
  });
  const body = (await res.json()) as { data?: { token?: string; admin?: unknown } };
  if (!res.ok || !body.data?.token) throw new Error(`staff sign-in answered ${res.status}`);
  return { token: body.data.token, admin: body.data.admin };
}

const med = (visits: ScreenVisit[], pick: (v: ScreenVisit) => number | null) =>
  median(visits.map(pick).filter((n): n is number => n !== null));

export async function runConsoleListsSection(opts: BenchOptions): Promise<Omit<SectionResult, 'seconds'>> {
  const base = { id: 'console' as const, title: 'Console lists on a phone' };
  const notes: string[] = [];
  const budgets: BudgetCheck[] = [];
  const adminDist = consoleDist();
  if (!fs.existsSync(path.join(adminDist, 'index.html')))
    return {
      ...base,
      unavailable: `no console build at ${adminDist} (npm run build)`,
      tables: [],
      budgets,
      notes,
    };
  const rows: string[][] = [];
  // The browser side is what is measured: one database is enough (PGlite, or PostgreSQL when given).
  const target = databaseTargets(opts.databaseUrl).at(-1)!;
  let seededMs: number | null = null;
  const screens = await withApiServer(
    target,
    consoleServerOptions('console', BENCH_STAFF),
    async (server, prepareMs) => {
      seededMs = prepareMs;
      const login = await signIn(server.url);
      const browser = await launchChromium();
      try {
        const out: Screen[] = [];
        for (const s of SCREENS) {
          const screen: Screen = { name: s.name, visits: [] };
          // One discarded visit first: the server's and the browser's caches warm.
          for (let i = -1; i < VISITS; i++) {
            const v = await visitScreen(browser, {
              url: server.url + s.path,
              origin: server.url,
              login,
              rowSelector: s.row,
            });
            if (i >= 0) screen.visits.push(v);
          }
          out.push(screen);
        }
        return out;
      } finally {
        await browser.close();
      }
    },
  );
  for (const s of screens) {
    const first = med(s.visits, (v) => v.firstScreenMs);
    const task = med(s.visits, (v) => v.longestTaskMs);
    const next = med(s.visits, (v) => v.nextPageMs);
    const nextTask = med(s.visits, (v) => v.nextLongestTaskMs);
    rows.push([
      target.label,
      s.name,
      fmt(first, 0),
      s.visits.map((v) => fmt(v.firstScreenMs, 0)).join(', '),
      fmt(task, 0),
      s.visits.map((v) => fmt(v.longestTaskMs, 0)).join(', '),
      fmt(next, 0),
      fmt(nextTask, 0),
    ]);
    budgets.push(
      {
        budget: `${s.name}: first screen at ${PHONE.width} px, ${CPU_SLOWDOWN}× CPU (median of ${VISITS})`,
        limit: `≤ ${FIRST_SCREEN_BUDGET_MS} ms`,
        measured: `${fmt(first, 0)} ms`,
        verdict: verdict(first === null ? null : first <= FIRST_SCREEN_BUDGET_MS),
      },
      {
        budget: `${s.name}: longest task while loading and on "Next", ${CPU_SLOWDOWN}× CPU (median of ${VISITS})`,
        limit: `≤ ${LONGEST_TASK_BUDGET_MS} ms`,
        measured: `${fmt(task, 0)} ms loading, ${fmt(nextTask, 0)} ms on "Next"`,
        verdict: verdict(task === null ? null : Math.max(task, nextTask ?? 0) <= LONGEST_TASK_BUDGET_MS),
      },
    );
  }
  const tables: Table[] = [
    {
      title: `Console lists at ${PHONE.width} px, CPU ${CPU_SLOWDOWN}× slower (DevTools throttling), ${VISITS} visits each after one discarded`,
      columns: [
        'database',
        'screen',
        'first screen ms (median)',
        'every visit',
        'longest task ms (median)',
        'every visit',
        '"Next" → next page ms',
        'longest task on "Next"',
      ],
      rows,
    },
  ];
  notes.push(
    `The demo shop plus ${CONSOLE_SHAPE.products.toLocaleString('en')} products and ${CONSOLE_SHAPE.enquiries.toLocaleString('en')} enquiries (3 lines each) written with INSERT … SELECT generate_series before the server started (${fmt(seededMs === null ? null : seededMs / 1000, 1)} s), server in production mode, built console (apps/admin/dist).`,
    'First screen: navigation start until the first row of the list is in the page at an animation frame (performance.now() in the page). Longest task: the Long Tasks API (tasks over 50 ms; 0 = none), from the start of the page until 1.5 s after the first screen. "Next": the pager\'s Next tapped, until the next page\'s first row shows.',
  );
  return { ...base, tables, budgets, notes };
}
