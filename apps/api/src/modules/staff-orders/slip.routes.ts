import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { STATUS_LABELS } from '@pataka/domain/order-status';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { errorSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrderDto } from '../orders/order.dto.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { loadOrder } from '../orders/order.queries.ts';
import { renderEnquirySlip, type SlipData } from './enquiry-slip.pdf.ts';

async function loadShopHeader(db: Db, tenantId: string): Promise<SlipData['shop']> {
  const [row] = await db
    .select({
      name: companySettings.companyName,
      address: companySettings.address,
      phone: companySettings.phone,
      taxId: companySettings.taxId,
      licenseNumber: companySettings.licenseNumber,
    })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  const a = row?.address;
  return {
    name: row?.name ?? 'Shop',
    addressLines: a
      ? [a.street, [a.city, a.state, a.zipCode].filter(Boolean).join(', ')].filter(Boolean)
      : [],
    phone: row?.phone ?? null,
    gstin: row?.taxId ?? null,
    licence: row?.licenseNumber ?? null,
  };
}

function slipData(order: OrderDto, shop: SlipData['shop']): SlipData {
  const address = order.shippingAddress;
  const pickup = order.pickupLocation;
  const delivery: SlipData['delivery'] = pickup
    ? {
        heading: 'Pickup point',
        lines: [
          `${pickup.name} (${pickup.transportProviderName})`,
          pickup.address,
          `${pickup.city}, ${pickup.state}`,
          ...(pickup.phone ? [`Phone: ${pickup.phone}`] : []),
          ...(order.pickupInstructions ? [order.pickupInstructions] : []),
        ],
      }
    : address
      ? {
          heading: 'Deliver to',
          lines: [
            ...(address.name ? [address.name] : []),
            address.street,
            `${address.city}, ${address.state} ${address.zipCode}`,
            ...(address.phone ? [`Phone: ${address.phone}`] : []),
          ],
        }
      : { heading: 'Delivery', lines: ['To be arranged'] };
  return {
    shop,
    orderNumber: order.orderNumber,
    createdAt: new Date(order.createdAt),
    status: STATUS_LABELS[order.status],
    customer: { name: order.contactName ?? '', phone: order.contactPhone ?? '' },
    delivery,
    items: order.items.map((i) => ({
      name: i.productName,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: i.price,
      total: i.total,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    packing: order.packing,
    total: order.total,
    customerNotes: order.customerNotes,
  };
}

export const slipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/slip.pdf',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff: orders'],
        security: [{ bearer: [] }],
        summary: 'Printable enquiry slip, A4 or 80 mm thermal (staff)',
        params: z.object({ id: IdSchema }),
        querystring: z.object({ size: z.enum(['a4', '80mm']).default('a4') }),
        response: {
          200: z.any().describe('The slip (application/pdf)'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const tenantId = request.tenant.id;
      const order = await loadOrder(app.db, tenantId, { id: request.params.id }, { staff: true });
      if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
      const pdf = await renderEnquirySlip(
        slipData(order, await loadShopHeader(app.db, tenantId)),
        request.query.size,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${order.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
