import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../lib/envelope.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { orderViewer } from '../orders/order-viewer.ts';
import { openLrCopy } from './lr-copy.service.ts';

/** The LR copy's file: the shop's staff and the enquiry's shopper; anyone else gets 404. */
export const lrCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/dispatches/:dispatchId/lr-copy',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags: ['orders'],
        summary: "A dispatch's LR copy (image or PDF), for the enquiry's shopper and the shop's staff",
        params: z.object({ id: IdSchema, dispatchId: IdSchema }),
        response: { 200: z.any().describe('The file'), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const viewer = await orderViewer(request);
      const { id, dispatchId } = request.params;
      const { file, type, name } = await openLrCopy(
        app.db,
        app.storage,
        request.tenant.id,
        id,
        dispatchId,
        viewer,
      );
      return reply
        .type(type)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .header(
          'content-disposition',
          `${type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"`,
        )
        .send(file.stream);
    },
  );
};
