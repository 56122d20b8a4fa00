// GET /price-list.pdf: the shop's price list, public, also as a plain link from the storefront (no
// X-Tenant-ID: the tenant plugin reads ?shop=, the shop cookie or the host, as for pages).
// GET /orders/:id/estimate.pdf: one enquiry's estimate, for its customer or the shop's staff.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { errorSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { loadOrder } from '../orders/order.queries.ts';
import { orderViewer } from '../orders/order-viewer.ts';
import { renderEstimate } from './estimate.pdf.ts';
import { priceListPdfs, type BuiltPdf } from './price-list-pdf.cache.ts';
import { loadShopHeader } from './shop-header.ts';

/** The PDF with its ETag (304 when the browser has it), revalidated on every open. */
function sendPriceList(request: FastifyRequest, reply: FastifyReply, built: BuiltPdf) {
  // The shop may come from ?shop= or the cookie: a shared cache must key on both.
  reply
    .header('cache-control', 'public, no-cache')
    .header('vary', 'X-Tenant-ID, Cookie')
    .header('etag', built.etag);
  if (request.headers['if-none-match'] === built.etag) return reply.status(304).send();
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${built.fileName}"`)
    .send(built.pdf);
}

export const priceListPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-list.pdf',
    {
      config: { tenantFromPage: true },
      schema: {
        tags: ['catalogue'],
        summary: "The shop's price list as an A4 PDF (public; rebuilt when the catalogue changes)",
        querystring: z.object({
          shop: z.string().max(63).optional().describe('The shop, for a plain link without X-Tenant-ID'),
        }),
        response: {
          200: z.any().describe('The price list (application/pdf)'),

          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      return sendPriceList(request, reply, await priceListPdfs(app).get(request.tenant.id));
    },
  );

  app.get(
    '/orders/:id/estimate.pdf',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: "One enquiry's estimate as an A4 PDF (its customer, or staff)",
        params: z.object({ id: IdSchema }),
        response: {
          200: z.any().describe('The estimate (application/pdf)'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await orderViewer(request);
      const tenantId = request.tenant.id;
      // Another customer's enquiry is simply not found for this viewer: 404, nothing about it leaks.
      const order = await loadOrder(app.db, tenantId, { id: request.params.id }, viewer);
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      const pdf = await renderEstimate(await loadShopHeader(app, tenantId), order);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${order.orderNumber}-estimate.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
