import { creditCancelledEnquiry } from '../invoices/invoice.service.ts';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { canCustomerCancel, isOrderStatus } from '@pataka/domain/order-status';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { releaseCouponUse } from '../coupons/coupon.queries.ts';
import { applyStockForStatus } from '../stock/stock-reservation.ts';
import { queueShopperMessage } from '../shopper-messages/queue-shopper-message.ts';
import { appendHistory } from './order-history.ts';

/**
 * The customer cancels their own enquiry while it is pending, confirmed or on hold. The row is locked
 * so a staff status change cannot slip in between the check and the write. A coupon use is given back:
 * a cancelled enquiry sold nothing, so it should not use up a limited coupon.
 */
export async function cancelByCustomer(
  db: Db,
  tenantId: string,
  customerId: string,
  orderId: string,
  reason: string | null,
): Promise<{ couponReleased: boolean; stockReleased: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
    if (!isOrderStatus(order.status) || !canCustomerCancel(order.status)) {
      throw new AppError(
        'conflict',
        isOrderStatus(order.status)
          ? ORDER_MESSAGES.cancelNotAllowed(order.status)
          : MESSAGES.orderCancelFailed,
      );
    }
    const [customer] = await tx
      .select({ name: customers.name, email: customers.email })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
    const now = new Date();
    await tx
      .update(orders)
      .set({ status: 'cancelled', statusBeforeHold: null, updatedAt: now })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
    await appendHistory(tx, tenantId, orderId, {
      status: 'cancelled',
      notes: reason ? `${ORDER_MESSAGES.cancelledByCustomer}: ${reason}` : ORDER_MESSAGES.cancelledByCustomer,
      by: { name: customer?.name ?? null, email: customer?.email ?? null },
      at: now,
    });
    const by = { name: customer?.name ?? null, email: customer?.email ?? null };
    const stockReleased = await applyStockForStatus(tx, tenantId, orderId, 'cancelled', by);
    await queueShopperMessage(tx, tenantId, orderId, { event: 'cancelled' });
    // A confirmed, paid enquiry may already be invoiced: its credit note is issued with the cancel.
    await creditCancelledEnquiry(tx, tenantId, orderId, { system: `${by.name ?? 'Shopper'} (cancelled)` });
    return { couponReleased: await releaseCouponUse(tx, tenantId, orderId), stockReleased };
  });
}
