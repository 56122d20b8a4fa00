// Every public page, server-rendered, hydrates without React complaining: the storefront is built in
// DEVELOPMENT mode (React's development builds report each server/client mismatch in the console), the
// API serves it through the server renderer, and Chromium opens each page as a first-time visitor and
// as a returning one (a cart and the legal-notice agreement in localStorage, which the server cannot see).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, MOBILE } from './support/browser.ts';

const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web');
/** This file's own server, apart from the suite's (global-setup.ts): ports 4400–4499. */
const PORT = 4400 + Math.floor(Math.random() * 100);
const baseURL = `http://127.0.0.1:${PORT}`;

/** What React (development build) says when the server's HTML and the first client render disagree. */
const HYDRATION_PROBLEM = [
  /hydrat/i, // "Hydration failed…", "A tree hydrated but some attributes… didn't match", "…during hydration"
  /did ?n[o']t match/i,
  /switched to client rendering/i,
  /^Warning:/,
];

let tmp: string;
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let routes: string[];
let cartProductId: string;

function viteBuild(args: string[]) {
  // Unminified, so React's mismatch reports name the components.
  const vite = ['vite', 'build', '--mode', 'development', '--minify', 'false', '--logLevel', 'warn'];
  const r = spawnSync('npx', [...vite, ...args], {
    cwd: webDir,
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test; development makes Vite bundle React's development builds.
    env: { ...process.env, NODE_ENV: 'development' },
  });
  if (r.status !== 0) throw new Error(`vite build ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
}

async function startServer(env: Record<string, string>) {
  // Left out rather than set to '': unset means embedded PGlite and no Redis.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function firstListed(apiPath: string): Promise<{ id: string; slug: string }> {
  const res = await fetch(`${baseURL}/api/v1${apiPath}`, { headers: { 'X-Tenant-ID': 'demo' } });
  const item = ((await res.json()) as { data: Array<{ id: string; slug: string }> }).data[0];
  if (!item) throw new Error(`GET ${apiPath} listed nothing`);
  return item;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-hydration-'));
  viteBuild(['--outDir', path.join(tmp, 'client'), '--emptyOutDir']);
  viteBuild(['--ssr', 'src/entry-server.tsx', '--outDir', path.join(tmp, 'ssr'), '--emptyOutDir']);
  server = await startServer({
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST_DIR: path.join(tmp, 'client'),
    WEB_SSR_ENTRY: path.join(tmp, 'ssr', 'entry-server.js'),
  });
  const product = await firstListed('/products?limit=1');
  const category = await firstListed('/categories');
  cartProductId = product.id;
  routes = [
    '/',
    '/products',
    '/products?tag=featured',
    `/product/${product.slug}`,
    '/categories',
    `/category/${category.slug}`,
    '/quick-buy',
    '/about',
    '/contact',
    '/shipping',
    '/privacy',
    '/terms',
    '/safety',
    '/product/no-such-product-in-this-shop',
  ];
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of the first <h1> of an HTML document, as a reader sees it (tags, comments, entities gone). */
function firstH1(html: string): string | null {
  const inner = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i)?.[1];
  if (inner === undefined) return null;
  return normalise(
    inner
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
        if (code.startsWith('#x') || code.startsWith('#X'))
          return String.fromCodePoint(parseInt(code.slice(2), 16));
        if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
        return ENTITIES[code.toLowerCase()] ?? whole;
      }),
  );
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A React mismatch report, short: its first line, then the lines of its diff (`+ client`, `- server`),
 * each group after the component and the element it belongs to, leaving out the generic explanation.
 */
function summarise(text: string): string {
  const lines = text.split('\n');
  const diffFrom = lines.findIndex((l) => l.includes('react.dev/link/hydration-mismatch'));
  const kept: string[] = [lines[0] ?? ''];
  let component: string | null = null;
  let element: string | null = null;
  for (const line of diffFrom < 0 ? [] : lines.slice(diffFrom + 1)) {
    if (/^[+-]\s/.test(line)) {
      for (const context of [component, element]) if (context) kept.push(context);
      component = element = null;
      kept.push(line);
    } else if (/^\s*<[A-Z]/.test(line)) component = line;
    else element = line;
  }
  return kept.join('\n').slice(0, 1500);
}

/** Console errors and warnings about hydration, and uncaught errors, while `page` is open. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const text = msg.text();
    if (HYDRATION_PROBLEM.some((re) => re.test(text)))
      problems.push(`console.${msg.type()}: ${summarise(text)}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${summarise(err.message)}`));
  return problems;
}

/** Loaded, every request settled, and the main thread idle: hydration (and its effects) has run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

/** Opens each route in `context`; returns, per route, what went wrong (nothing = hydrated cleanly). */
async function visitAll(context: BrowserContext): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    const page = await context.newPage();
    const problems = collectProblems(page);
    const res = await page.goto(route, { waitUntil: 'load' });
    await settle(page);
    if (!res) problems.push('no response');
    const serverH1 = res ? firstH1(await res.text()) : null;
    const shownH1 = await page
      .locator('main h1')
      .first()
      .textContent({ timeout: 5000 })
      .catch(() => null);
    if (serverH1 !== null && shownH1 !== null && normalise(shownH1) !== serverH1)
      problems.push(`<h1> "${serverH1}" from the server became "${normalise(shownH1)}" after hydration`);
    found[route] = problems;
    await page.close();
  }
  return found;
}

const clean = (found: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length));

describe('server-rendered pages', () => {
  it('arrive with their <h1> in the HTML, before any JavaScript runs', async () => {
    const missing: string[] = [];
    for (const route of routes) {
      const res = await fetch(baseURL + route);
      const html = await res.text();
      const expected = route.includes('no-such-product') ? 404 : 200;
      if (res.status !== expected) missing.push(`${route}: status ${res.status}, expected ${expected}`);
      if (!res.headers.get('content-type')?.startsWith('text/html')) missing.push(`${route}: not HTML`);
      if (!firstH1(html)) missing.push(`${route}: no <h1> with text in the server's HTML`);
    }
    expect(missing).toEqual([]);
  });
});

describe('hydration (React development build)', () => {
  it('raises no hydration warning or error for a first-time visitor on a phone', async () => {
    const context = await browser!.newContext({
      baseURL,
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
      locale: 'en-IN',
    });
    try {
      expect(clean(await visitAll(context))).toEqual({});
    } finally {
      await context.close();
    }
  });

  for (const [device, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`raises none for a returning visitor on a ${device}: cart and legal-notice agreement already stored`, async () => {
      const mobile = viewport.width < 600;
      const context = await browser!.newContext({
        baseURL,
        viewport,
        isMobile: mobile,
        hasTouch: mobile,
        locale: 'en-IN',
      });
      try {
        await context.addInitScript((productId: string) => {
          localStorage.setItem(
            'legal_notice_agreed',
            JSON.stringify({ agreed: true, date: new Date().toISOString() }),
          );
          localStorage.setItem('dontShowYouTubeModal', 'true');
          localStorage.setItem('cart', JSON.stringify([{ productId, quantity: 3 }]));
        }, cartProductId);
        expect(clean(await visitAll(context))).toEqual({});
      } finally {
        await context.close();
      }
    });
  }
});
