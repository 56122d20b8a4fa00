import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export type PageMetrics = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What Lighthouse found as the largest contentful paint element (e.g. the legal notice's text). */
  lcpElement: string | null;
  /** Accessibility audits that failed, by id, for the report. */
  failedA11y: string[];
};

type Audit = { numericValue?: number; score: number | null; details?: unknown };

function lcpElementLabel(audit: Audit | undefined): string | null {
  // v12: a list of tables; the first table's first row holds the node.
  const details = audit?.details as {
    items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; snippet?: string } }> }>;
  };
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? (node.nodeLabel ?? node.snippet ?? null) : null;
}

/**
 * One Lighthouse run in a fresh Chromium (a browser reused across runs sometimes reports NO_FCP in
 * headless mode). A new profile means a first-time visitor: the legal notice has not been agreed yet.
 * Default config = mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown.
 */
export async function runLighthouse(url: string): Promise<PageMetrics> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      lcpElement: lcpElementLabel(audits['largest-contentful-paint-element']),
      failedA11y: a11yRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}
