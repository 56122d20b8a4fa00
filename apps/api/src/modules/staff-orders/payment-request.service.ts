import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { toRupees } from '@pataka/domain/money';
import type { OrderStatus } from '@pataka/domain/order-status';
import { PAYMENT_TIMING_MESSAGES } from '@pataka/domain/payment-timing';
import { DESK_MESSAGES, type MessageTemplates } from '@pataka/domain/staff-messages';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { companySettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appendHistory } from '../orders/order-history.ts';
import { CLOSED_TO_PAYMENT } from '../payment-proofs/payment-proof.service.ts';
import type { StaffMember } from './staff-member.ts';

export type PaymentRequestResult = {
  orderNumber: string;
  /** Rupees. */
  total: number;
  /** Whom to text: the enquiry's contact, else the customer's own number. */
  phone: string;
  customerName: string | null;
  shopName: string;
  templates: MessageTemplates;
};

/**
 * Staff ask the shopper to pay after the call: the enquiry page then shows the UPI panel (decision 040).
 * Asking again re-sends the message and appends history, but keeps the FIRST time asked in
 * `paymentRequestedAt`: the panel is already showing, and "waiting for payment since" stays honest.
 * Returns what the SMS and WhatsApp message need; sending is the caller's, after commit.
 */
export async function requestPayment(
  db: Db,
  tenantId: string,
  orderId: string,
  staff: StaffMember,
  note: string | null,
): Promise<PaymentRequestResult> {
  return db.transaction(async (tx) => {
    const where = and(eq(orders.tenantId, tenantId), eq(orders.id, orderId));
    const [order] = await tx
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalPaise: orders.totalPaise,
        contactName: orders.contactName,
        contactPhone: orders.contactPhone,
        customerName: customers.name,
        customerPhone: customers.phone,
        paymentRequestedAt: orders.paymentRequestedAt,
      })
      .from(orders)
      .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
      .where(where)
      .for('update', { of: orders });
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
    const status = order.status as OrderStatus;
    if (CLOSED_TO_PAYMENT.includes(status)) {
      throw new AppError('conflict', DESK_MESSAGES.paymentRequestNotAllowed(status));
    }
    const now = new Date();
    await tx
      .update(orders)
      .set({ paymentRequestedAt: order.paymentRequestedAt ?? now, updatedAt: now })
      .where(where);
    const notes = [PAYMENT_TIMING_MESSAGES.paymentRequestedHistory, note].filter(Boolean).join('. ');
    await appendHistory(tx, tenantId, orderId, { status, notes, by: staff, at: now });
    await recordAudit(tx, tenantId, staff, {
      action: 'order.request_payment',
      entityType: 'order',
      entityId: orderId,
      summary: `${order.orderNumber}: ${notes}`,
      before: { paymentRequestedAt: order.paymentRequestedAt?.toISOString() ?? null },
      after: { paymentRequestedAt: (order.paymentRequestedAt ?? now).toISOString() },
    });
    const [shop] = await tx
      .select({ name: companySettings.companyName, templates: companySettings.messageTemplates })
      .from(companySettings)
      .where(eq(companySettings.tenantId, tenantId));
    return {
      orderNumber: order.orderNumber,
      total: toRupees(order.totalPaise),
      phone: order.contactPhone || order.customerPhone || '',
      customerName: order.contactName || order.customerName,
      shopName: shop?.name ?? '',
      templates: shop?.templates ?? {},
    };
  });
}
