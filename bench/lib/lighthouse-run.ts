import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type PageMetrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse found as the largest contentful paint element (e.g. the legal notice's text). */
  lcpElement: string | null;
  /** Scored audits that failed outside performance, as "category:audit-id", for the report. */
  failedAudits: string[];
};

type Audit = { numericValue?: number; score: number | null; details?: unknown };
type NodeItem = { type?: string; nodeLabel?: string; snippet?: string };

/**
 * Lighthouse 13 names the LCP node inside the lcp-breakdown insight: a list whose parts are a table of
 * subparts and a `node` item. Older reports (v12) kept it in largest-contentful-paint-element.
 */
function lcpElementLabel(audits: Record<string, Audit>): string | null {
  const v13 = (audits['lcp-breakdown-insight']?.details as { items?: NodeItem[] } | undefined)?.items;
  const v12 = (
    audits['largest-contentful-paint-element']?.details as {
      items?: Array<{ items?: Array<{ node?: NodeItem }> }>;
    }
  )?.items?.[0]?.items?.[0]?.node;
  const node = v13?.find((item) => item.type === 'node') ?? v12;
  const label = node?.nodeLabel ?? node?.snippet;
  return label ? label.replace(/\s+/g, ' ').trim().slice(0, 80) : null;
}

/**
 * One Lighthouse run in a fresh Chromium (a browser reused across runs sometimes reports NO_FCP in
 * headless mode). A new profile means a first-time visitor: the legal notice has not been agreed yet.
 * The default config is the mobile preset: Moto G Power emulation, simulated slow 4G, 4× CPU slowdown.
 */
export async function runLighthouse(url: string): Promise<PageMetrics> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failedAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}:${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpElement: lcpElementLabel(audits),
      failedAudits,
    };
  } finally {
    await chrome.kill();
  }
}
