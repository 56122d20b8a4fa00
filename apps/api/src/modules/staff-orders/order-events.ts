import type { FastifyInstance } from 'fastify';
import type { OrderEventType } from '@pataka/domain/shop-events';

/** Tells the shop's open consoles about an enquiry. Call only after the write has committed. */
export function publishOrderEvent(
  app: FastifyInstance,
  tenantId: string,
  type: OrderEventType,
  order: { id: string; orderNumber: string },
  message: string,
): void {
  app.shopEvents.publish(tenantId, {
    type,
    orderId: order.id,
    orderNumber: order.orderNumber,
    message,
    at: new Date().toISOString(),
  });
}
