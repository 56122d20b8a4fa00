// Prometheus metrics (GET /metrics, behind METRICS_TOKEN). One registry per process: the metric objects are
// module singletons, so the many apps a test process builds share them instead of registering twice.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'pataka_' });

/** Every HTTP request, by route pattern (never the raw URL: ids would explode the label set). */
export const httpRequestDuration = new Histogram({
  name: 'pataka_http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Time to read one payment screenshot (OCR and parsing), successful or not. */
export const ocrDuration = new Histogram({
  name: 'pataka_ocr_duration_seconds',
  help: 'Payment screenshot reading time',
  labelNames: ['outcome'] as const,
  buckets: [0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 30],
  registers: [metricsRegistry],
});

/**
 * Public read cache lookups, tallied as plain numbers on the hot path and handed to the counter when it
 * is read (a scrape): a labelled prom-client inc() cost about a microsecond per cached reply (decision 148).
 */
export const cacheLookupTally = { hit: 0, miss: 0 };

/** Public read cache lookups: a hit is served from memory, a miss loads from the database. */
export const publicCacheLookups = new Counter({
  name: 'pataka_public_cache_lookups_total',
  help: 'Public read cache lookups by result (hit or miss)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const result of ['hit', 'miss'] as const) {
      const n = cacheLookupTally[result];
      cacheLookupTally[result] = 0;
      if (n) this.labels({ result }).inc(n);
    }
  },
});

/** Jobs finished by this process, by queue and outcome (completed, retried, failed). */
export const jobOutcomes = new Counter({
  name: 'pataka_jobs_total',
  help: 'Background jobs handled by this process by name and outcome',
  labelNames: ['name', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Server renders of storefront pages (cache misses only: a cached page is not rendered again). */
export const ssrRenderSeconds = new Histogram({
  name: 'pataka_ssr_render_seconds',
  help: 'Storefront server render time per page render (cache misses)',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});
