import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '../../lib/envelope.ts';
import { checkDatabase, checkMigrations, shippedMigrations } from './readiness-checks.ts';

const CheckSchema = z.object({ status: z.enum(['ok', 'degraded', 'failed']), detail: z.string().optional() });
const ReadinessSchema = z.object({
  ready: z.boolean(),
  phase: z.enum(['starting', 'ready', 'stopping']),
  checks: z.record(z.string(), CheckSchema),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigrations();
  app.lifecycle.addCheck('database', () => checkDatabase(app.database));
  app.lifecycle.addCheck('migrations', () => checkMigrations(app.database, shipped));

  app.get(
    '/health',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and the database in use (no tenant needed; no database round trip)',
        response: {
          200: okSchema(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })),
        },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const, database: app.database.kind } }),
  );

  app.get(
    '/ready',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['platform'],
        summary: 'Readiness: may a load balancer send this instance traffic? (no tenant needed)',
        description:
          "Runs every readiness check (database, migrations, and those of storage, job queue, cluster bus, Redis when configured), each bounded to 2 s. 200 when the process is 'ready' and no check 'failed'; a 'degraded' check (e.g. Redis down, limits kept in-process) is reported but still ready. 503 with the same body while starting, while shutting down (after SIGTERM) or when a check failed. Not wrapped in the usual { success, data } envelope: probes read the status, people read the checks.",
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const report = await app.lifecycle.report();
      return reply.status(report.ready ? 200 : 503).send(report);
    },
  );
};
