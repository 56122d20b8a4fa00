// The observed main-thread work of loading a storefront page in Chromium at 4× CPU slowdown (DevTools
// throttling), from a DevTools trace per load, and the page's bytes. Lighthouse's simulated TBT moves by
// hundreds of ms between sittings (issue 30); what the main thread actually ran moves far less.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse-run.ts';
import { mainThreadWork, pageMainThread, type MainThreadWork, type TraceEvent } from './main-thread.ts';
import { median } from './report.ts';

/** A cheap Android phone against this machine class (DevTools' "4× slowdown"). */
export const CPU_SLOWDOWN = 4;

export type PageBytes = {
  /** The document as served, uncompressed. */
  htmlBytes: number;
  /** The page's own <style>, uncompressed: part of htmlBytes. */
  inlineCssBytes: number;
  /** Linked stylesheets, uncompressed (cached across pages). */
  linkedCssBytes: number;
  /** Every script the load fetched (module chunks included), each gzip -9. */
  jsGzBytes: number;
  /** The JSON the server dehydrated into the page (TanStack Query state), uncompressed. */
  stateBytes: number;
};

export type PageTrace = {
  url: string;
  runs: MainThreadWork[];
  median: MainThreadWork;
  bytes: PageBytes;
};

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  'v8.execute',
  'v8',
].join(',');

/** How long to keep tracing once hydrated (or loaded): late tasks (lazy chunks, idle work) count too. */
const SETTLE_MS = 1500;
/** A page that never says it hydrated (no SSR, a changed client) is traced this long after load. */
const HYDRATION_WAIT_MS = 15_000;

function stateBytesOf(html: string): number {
  // apps/web ssr/page-state.ts: the dehydrated queries travel in one JSON script element.
  let n = 0;
  for (const m of html.matchAll(/<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/g))
    n += Buffer.byteLength(m[1]!);
  return n;
}

function inlineCssBytes(html: string): number {
  let n = 0;
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) n += Buffer.byteLength(m[1]!);
  return n;
}

async function loadOnce(
  browser: Browser,
  url: string,
  opts: { throttle: boolean; bytes: boolean; javaScript: boolean },
): Promise<{ work: MainThreadWork; bytes: PageBytes | null }> {
  // A fresh context each time: a first-time visitor (no HTTP cache, no service worker, no cookies).
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
    javaScriptEnabled: opts.javaScript,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (opts.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const pending: Array<Promise<void>> = [];
    const bytes: PageBytes = {
      htmlBytes: 0,
      inlineCssBytes: 0,
      linkedCssBytes: 0,
      jsGzBytes: 0,
      stateBytes: 0,
    };
    if (opts.bytes)
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (!['document', 'script', 'stylesheet'].includes(type) || res.status() >= 300) return;
        pending.push(
          res
            .body()
            .then((body) => {
              if (type === 'document') {
                const html = body.toString('utf8');
                bytes.htmlBytes += body.length;
                bytes.inlineCssBytes += inlineCssBytes(html);
                bytes.stateBytes += stateBytesOf(html);
              } else if (type === 'stylesheet') bytes.linkedCssBytes += body.length;
              else bytes.jsGzBytes += gzipSync(body, { level: 9 }).length;
            })
            .catch(() => undefined),
        );
      });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (opts.javaScript)
      await page
        .waitForFunction(() => performance.getEntriesByName('pataka:hydrated').length > 0, null, {
          timeout: HYDRATION_WAIT_MS,
          polling: 100,
        })
        .catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const buffer = await browser.stopTracing();
    await Promise.all(pending);
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const thread = pageMainThread(events, url);
    if (!thread) throw new Error(`${url}: no renderer main thread parsed the page in the trace`);
    return { work: mainThreadWork(events, thread), bytes: opts.bytes ? bytes : null };
  } finally {
    await context.close();
  }
}

const KEYS = [
  'blockingMs',
  'longestTaskMs',
  'longTasks',
  'busyMs',
  'cpuMs',
  'scriptMs',
  'styleLayoutMs',
  'hydrationMs',
] as const satisfies ReadonlyArray<keyof MainThreadWork>;

function medianWork(runs: MainThreadWork[]): MainThreadWork {
  const out = {} as Record<(typeof KEYS)[number], number | null>;
  for (const k of KEYS) {
    const values = runs.map((r) => r[k]).filter((v): v is number => v !== null);
    out[k] = values.length ? median(values) : null;
  }
  return out as MainThreadWork;
}

/**
 * Each page: one unthrottled warm-up load (server caches, the bytes), then `runs` loads at 4×, each
 * traced; the median of each figure (not the figures of the median run). With `javaScript: false` the
 * loads run no script at all: what drawing the server's HTML alone costs, the floor under any change to
 * the client's JavaScript (hydrating less, islands).
 */
export async function tracePages(
  urls: string[],
  runs = 5,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<PageTrace[]> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const out: PageTrace[] = [];
    for (const url of urls) {
      const warm = await loadOnce(browser, url, { throttle: false, bytes: true, javaScript });
      const measured: MainThreadWork[] = [];
      for (let i = 0; i < runs; i++)
        measured.push((await loadOnce(browser, url, { throttle: true, bytes: false, javaScript })).work);
      out.push({ url, runs: measured, median: medianWork(measured), bytes: warm.bytes! });
    }
    return out;
  } finally {
    await browser.close();
  }
}
