import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { toPaise } from '@pataka/domain/money';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import type { OrderStatus } from '@pataka/domain/order-status';
import { DESK_MESSAGES } from '@pataka/domain/staff-messages';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appendHistory } from '../orders/order-history.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import type { StoredProofData } from './payment-proof.dto.ts';
import { utrExists } from './payment-proof.queries.ts';
import { CLOSED_TO_PAYMENT, syncPaymentStatus } from './payment-proof.service.ts';
import { proofFlags } from './proof-flags.ts';
import { queueShopperMessage } from '../shopper-messages/queue-shopper-message.ts';

export type ManualPayment = { utr: string; amount: number; note: string | null };

/**
 * A payment staff saw in the bank app and record by hand (no screenshot): a proof with source 'manual',
 * no file (url ''), verified by that staff member at once. The flags that make sense without a file are
 * computed as for uploads (UTR on another enquiry, amount ≠ total); the payment status follows.
 * The values go in the proof's `extractedData.server` so every view shows the UTR and amount.
 */
export async function recordManualPayment(
  db: Db,
  tenantId: string,
  orderId: string,
  staff: StaffMember,
  payment: ManualPayment,
): Promise<{ orderNumber: string; proofId: string; flags: string[] }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalPaise: orders.totalPaise,
        customerId: orders.customerId,
      })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
    const status = order.status as OrderStatus;
    if (CLOSED_TO_PAYMENT.includes(status)) {
      throw new AppError('conflict', ORDER_MESSAGES.proofOrderClosed(status));
    }
    const [sameOnThisOrder] = await tx
      .select({ id: paymentProofs.id })
      .from(paymentProofs)
      .where(
        and(
          eq(paymentProofs.tenantId, tenantId),
          eq(paymentProofs.orderId, orderId),
          eq(paymentProofs.utr, payment.utr),
        ),
      )
      .limit(1);
    if (sameOnThisOrder) throw new AppError('conflict', DESK_MESSAGES.paymentAlreadyRecorded(payment.utr));

    const flags = proofFlags({
      extraction: {
        utr: payment.utr,
        amount: payment.amount,
        date: null,
        time: null,
        payeeUpiId: null,
        payeeName: null,
        payerName: null,
        app: null,
        status: null,
        confidence: 1,
      },
      orderTotalPaise: order.totalPaise,
      shopUpiId: null,
      utrOnOtherOrder: await utrExists(tx, tenantId, payment.utr, orderId),
      imageOnOtherProof: false,
    });
    const now = new Date();
    const proofId = randomUUID();
    const stored: StoredProofData = {
      server: { extraction: 'manual', utr: payment.utr, amount: payment.amount, recordedBy: staff.name },
      customer: null,
    };
    await tx.insert(paymentProofs).values({
      tenantId,
      id: proofId,
      orderId,
      customerId: order.customerId,
      uploadId: null,
      url: '',
      fileName: DESK_MESSAGES.manualProofName,
      fileType: 'manual',
      source: 'manual',
      extractedData: stored,
      utr: payment.utr,
      amountPaise: toPaise(payment.amount),
      flags,
      status: 'verified',
      reviewNote: payment.note,
      reviewedBy: staff.name,
      reviewedAt: now,
      createdAt: now,
    });
    await syncPaymentStatus(tx, tenantId, orderId);
    const notes = [DESK_MESSAGES.manualPaymentHistory(payment.amount, payment.utr), payment.note]
      .filter(Boolean)
      .join('. ');
    await appendHistory(tx, tenantId, orderId, { status, notes, by: staff, at: now });
    await queueShopperMessage(tx, tenantId, orderId, { event: 'payment_verified' });
    await recordAudit(tx, tenantId, staff, {
      action: 'payment.manual',
      entityType: 'payment_proof',
      entityId: proofId,
      summary: `${order.orderNumber}: ${notes}`,
      after: { utr: payment.utr, amount: payment.amount, flags, status: 'verified' },
    });
    return { orderNumber: order.orderNumber, proofId, flags };
  });
}
