// Second half of `npm run bench:check` (CI, after `npm run build`): serves the built storefront from the
// real server (production mode, PGlite, demo shop), loads each public route in Chromium at 4× CPU
// slowdown with a DevTools trace (median of 5 after a warm-up) and fails when the observed blocking time
// or the page's HTML, CSS or JS bytes are over bench/page-budgets.ts. A regression is caught on any run,
// not only on a lucky Lighthouse sitting (issue 30).
// PAGE_CHECK_RUNS=<n> changes the number of traced loads per page (default 5); PAGE_CHECK_URL=<origin>
// measures a server already running (e.g. while iterating) instead of starting one. PAGE_CHECK_JS=off
// loads the pages with JavaScript disabled and only reports: what drawing the HTML alone costs, the floor
// under anything the client's scripts could save (the budgets are the scripted page's, so none is checked).
import { formatTextTable } from './lib/report.ts';
import { copyBuild, PRODUCTION_ENV } from './lib/storefront-build.ts';
import { observedBudgets, observedTable, observePages } from './lib/observed-pages.ts';
import { databaseTargets, withApiServer } from './lib/targets.ts';

async function check(url: string) {
  const observed = await observePages(url, runs, { javaScript: !noScript });
  console.log(formatTextTable(observedTable(observed)));
  if (noScript) {
    console.log('JavaScript off (PAGE_CHECK_JS=off): the budgets are not checked.');
    return;
  }
  for (const b of observedBudgets(observed)) {
    const line = `${b.verdict.padEnd(12)} ${b.budget}: ${b.measured} (budget ${b.limit})`;
    if (b.verdict === 'PASS') console.log(line);
    else {
      console.error(line);
      failed = true;
    }
  }
}

let failed = false;
const noScript = process.env.PAGE_CHECK_JS === 'off';
const runs = Number(process.env.PAGE_CHECK_RUNS) > 0 ? Math.round(Number(process.env.PAGE_CHECK_RUNS)) : 5;
const given = process.env.PAGE_CHECK_URL;
const build = given ? null : copyBuild();
try {
  if (given) await check(given.replace(/\/$/, ''));
  else {
    if (!build!.ssrEntry)
      throw new Error('no server renderer in the build (apps/web/dist-ssr): run npm run build');
    const [pglite] = databaseTargets(undefined);
    await withApiServer(
      pglite!,
      { name: 'check-pages', env: { ...PRODUCTION_ENV, ...build!.env } },
      (server) => check(server.url),
    );
  }
} catch (err) {
  console.error(`Storefront pages: ${(err as Error).message}`);
  failed = true;
} finally {
  build?.remove();
}
process.exit(failed ? 1 : 0);
