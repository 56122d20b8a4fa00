// The storefront's per-page budgets, in one place: what `npm run bench:check` (CI) and `npm run bench`
// hold each public route to. Bytes are the page's own and move only when the code or the demo catalogue
// does, so they sit a few per cent above today's figures (and / at DESIGN.md's 100 KB): a real growth fails.
// The observed blocking time at 4× (median of 5, bench/lib/page-trace.ts) moves with the machine's load: on
// an idle 2-core machine (2026-11-27, four same-sitting runs and the web section) its medians were 270–410 ms
// on every route, and loaded sittings (load 15–28) read 1.1–2.5 s. The limit is about twice and a half the
// idle figure: a CI run on its own machine passes, a page that doubles its main-thread work fails.

/** The routes measured; {product} and {category} are the demo shop's first product and category. */
export const PAGE_ROUTES = ['/', '/products', '/product/{slug}', '/category/{slug}', '/quick-buy'] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

export type PageBudget = {
  /** Observed main-thread blocking at 4× CPU slowdown, median of 5 (Σ task − 50 ms), ms. */
  blockingMs: number;
  /** The document as served, uncompressed (DESIGN.md: / ≤ 100 KB, a product page ≤ 80 KB). */
  htmlKb: number;
  /** The CSS inlined in the page (part of htmlKb), uncompressed. */
  inlineCssKb: number;
  /** Every script the load fetched, gzip -9 (the initial-JS budget of / is checked separately too). */
  jsGzKb: number;
};

export const PAGE_BUDGETS: Record<PageRoute, PageBudget> = {
  '/': { blockingMs: 900, htmlKb: 100, inlineCssKb: 33, jsGzKb: 140 },
  '/products': { blockingMs: 900, htmlKb: 107, inlineCssKb: 30.5, jsGzKb: 140 },
  '/product/{slug}': { blockingMs: 900, htmlKb: 74, inlineCssKb: 29, jsGzKb: 140 },
  '/category/{slug}': { blockingMs: 900, htmlKb: 92, inlineCssKb: 30.5, jsGzKb: 140 },
  '/quick-buy': { blockingMs: 900, htmlKb: 153, inlineCssKb: 32, jsGzKb: 140 },
};
