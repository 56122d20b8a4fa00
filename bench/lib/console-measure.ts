// One visit of a console screen on a phone: 375 px wide, the CPU slowed 4× through DevTools
// (Emulation.setCPUThrottlingRate), signed in as staff. Measures when the first row of the list is on
// screen (ms since navigation start) and the long tasks (Long Tasks API, > 50 ms) until the screen has
// settled; then taps "Next" and measures the same for the second page.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROME_PATH } from './lighthouse-run.ts';

export const PHONE = { width: 375, height: 812 };
export const CPU_SLOWDOWN = 4;
/** After the first row shows, how long late work (counts, badges, live connection) still counts. */
const SETTLE_MS = 1500;

export type ScreenVisit = {
  /** Navigation start → the first row painted (a requestAnimationFrame after it is in the DOM). */
  firstScreenMs: number;
  /** The longest task during load and settle; 0 when none passed 50 ms. */
  longestTaskMs: number;
  longTasks: number;
  /** "Next" tapped → the next page's first row painted, and the longest task meanwhile. */
  nextPageMs: number | null;
  nextLongestTaskMs: number | null;
};

export type StaffLogin = { token: string; admin: unknown };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Collects long tasks from the very start of the page (before any of its scripts runs). */
const LONG_TASK_SCRIPT = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

async function paintedAfter(page: Page, rowSelector: string, notText: string | null): Promise<number> {
  const handle = await page.waitForFunction(
    ({ sel, not }) => {
      const row = document.querySelector(sel) as HTMLElement | null;
      if (!row || (not !== null && row.textContent === not)) return false;
      return performance.now();
    },
    { sel: rowSelector, not: notText },
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

const longest = (tasks: Array<{ start: number; duration: number }>, from: number) =>
  tasks.filter((t) => t.start + t.duration >= from).reduce((m, t) => Math.max(m, t.duration), 0);

export async function visitScreen(
  browser: Browser,
  opts: { url: string; origin: string; login: StaffLogin; rowSelector: string; nextLabel?: string },
): Promise<ScreenVisit> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // The console keeps its session in localStorage (apps/admin/src/lib/auth.ts).
    await context.addInitScript(
      ({ origin, token, admin }) => {
        if (location.origin !== origin) return;
        localStorage.setItem('pataka_admin_token', token);
        localStorage.setItem('pataka_admin_user', JSON.stringify(admin));
      },
      { origin: opts.origin, token: opts.login.token, admin: opts.login.admin },
    );
    await context.addInitScript(LONG_TASK_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(opts.url, { waitUntil: 'commit', timeout: 120_000 });
    const firstScreenMs = await paintedAfter(page, opts.rowSelector, null);
    await page.waitForTimeout(SETTLE_MS);
    const tasks = () =>
      page.evaluate(
        () => (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks,
      );
    const loadTasks = await tasks();
    let nextPageMs: number | null = null;
    let nextLongestTaskMs: number | null = null;
    const next = page.getByRole('button', { name: opts.nextLabel ?? 'Next' });
    if (await next.count()) {
      const firstText = await page.locator(opts.rowSelector).first().textContent();
      const tappedAt = await page.evaluate(() => performance.now());
      await next.first().tap();
      nextPageMs = (await paintedAfter(page, opts.rowSelector, firstText)) - tappedAt;
      await page.waitForTimeout(SETTLE_MS);
      nextLongestTaskMs = longest(await tasks(), tappedAt);
    }
    return {
      firstScreenMs,
      longestTaskMs: longest(loadTasks, 0),
      longTasks: loadTasks.length,
      nextPageMs,
      nextLongestTaskMs,
    };
  } finally {
    await context.close();
  }
}
