import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { JobQueue } from '../lib/jobs/job-queue.ts';
import { httpRequestDuration, metricsRegistry } from '../lib/metrics.ts';

// Module singletons like those of lib/metrics.ts: a test process builds many apps on one registry.
const jobGauge = (what: string, help: string) =>
  new Gauge({
    name: `pataka_jobs_${what}`,
    help,
    labelNames: ['name'] as const,
    registers: [metricsRegistry],
  });
const queued = jobGauge('queued', 'Jobs waiting in the queue (all instances), by job name');
const active = jobGauge('active', 'Jobs running now (all instances), by job name');
const failed = jobGauge('failed', 'Jobs that used up their retries and wait for staff, by job name');

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Prometheus metrics at GET /metrics (the root, where scrapers look), only with
 * `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured nothing is recorded and /metrics
 * answers 404, so an instance that is not scraped pays nothing per request.
 */
async function metricsPlugin(app: FastifyInstance, opts: { token: string | undefined }) {
  const { token } = opts;
  if (token) {
    app.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          // The route pattern, never the raw URL: ids and slugs would make a label value per product.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  async function readQueueStats(): Promise<void> {
    // app.jobs comes from the job-queue plugin; an app built without it has no queue to report.
    const jobs = (app as FastifyInstance & { jobs?: JobQueue }).jobs;
    if (!jobs) return;
    try {
      const stats = await jobs.stats();
      for (const gauge of [queued, active, failed]) gauge.reset();
      for (const s of stats) {
        queued.set({ name: s.name }, s.queued);
        active.set({ name: s.name }, s.active);
        failed.set({ name: s.name }, s.failed);
      }
    } catch (err) {
      // The scrape still answers: the process metrics matter most when the database is the problem.
      app.log.warn({ err }, 'metrics: could not read the job queue');
    }
  }

  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) {
      return reply
        .status(404)
        .send({ success: false, error: { code: 'NOT_FOUND', message: 'Route GET /metrics not found' } });
    }
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({
          success: false,
          error: { code: 'UNAUTHORIZED', message: 'A valid metrics token is required' },
        });
    }
    await readQueueStats();
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
