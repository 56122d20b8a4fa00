import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '../../lib/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and the database in use (no tenant needed)',
        response: {
          200: okSchema(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })),
        },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const, database: app.database.kind } }),
  );
};
