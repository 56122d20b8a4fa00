// The storefront's per-page budgets, in one place: what `npm run bench:check` (CI) and `npm run bench`
// hold each public route to. Bytes are the page's own and move only when the code or the demo catalogue
// does, so they sit a few per cent above today's figures (and / at DESIGN.md's 100 KB): a real growth fails.
// The observed blocking time at 4× (median of 5, bench/lib/page-trace.ts) moves with the machine's load and
// with the machine: on one idle 2-core machine of the class (2026-11-27, afternoon) its medians were
// 270–410 ms on every route; on another, idle too (that evening, the same build), 600–947 ms, single loads up
// to 1,180 ms, with the tasks' CPU time 1.7–2× the first's. Loaded sittings (load 15–28) read 1.1–2.5 s. The
// limit sits above the slower machine's figures, so a CI run on either passes. That makes it a gate for gross
// regressions only (about 3.5× the faster machine's figures); finer changes are judged by same-sitting
// before/after runs (bench/results.md). The bytes below do not move with the machine and stay tight.

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
  '/': { blockingMs: 1500, htmlKb: 100, inlineCssKb: 33, jsGzKb: 140 },
  '/products': { blockingMs: 1500, htmlKb: 107, inlineCssKb: 30.5, jsGzKb: 140 },
  '/product/{slug}': { blockingMs: 1500, htmlKb: 74, inlineCssKb: 29, jsGzKb: 140 },
  '/category/{slug}': { blockingMs: 1500, htmlKb: 92, inlineCssKb: 30.5, jsGzKb: 140 },
  '/quick-buy': { blockingMs: 1500, htmlKb: 153, inlineCssKb: 32, jsGzKb: 140 },
};
