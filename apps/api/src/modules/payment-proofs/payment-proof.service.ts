import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import type { OrderStatus } from '@pataka/domain/order-status';
import { DESK_MESSAGES } from '@pataka/domain/staff-messages';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { isProcessing } from '../uploads/extraction-state.ts';
import { findUpload } from '../uploads/uploads.queries.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { queueShopperMessage } from '../shopper-messages/queue-shopper-message.ts';
import { applyStatusChange } from '../staff-orders/order-status.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { deriveProofColumns, refreshProofsForUpload } from './proof-flags.service.ts';
import { paymentStatusFromProofs } from './proof-flags.ts';

/** Enquiries that take no more payments. */
export const CLOSED_TO_PAYMENT: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** `/api/v1/uploads/{id}/file` (absolute or relative) → the upload id; anything else → null. */
export function uploadIdFromUrl(url: string): string | null {
  const path =
    url
      .trim()
      .replace(/^https?:\/\/[^/]+/i, '')
      .split(/[?#]/)[0] ?? '';
  return /^\/api\/v1\/uploads\/([A-Za-z0-9-]{1,64})\/file$/.exec(path)?.[1] ?? null;
}

/** The enquiry's payment status follows its proofs (any verified wins, then any waiting, then rejected). */
export async function syncPaymentStatus(tx: Db, tenantId: string, orderId: string): Promise<void> {
  const proofs = await tx
    .select({ status: paymentProofs.status })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.orderId, orderId)));
  await tx
    .update(orders)
    .set({ paymentStatus: paymentStatusFromProofs(proofs.map((p) => p.status)), updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}

export type AttachInput = { paymentProofUrl: string; customerData: Record<string, unknown> | null };

/**
 * Attaches an uploaded file of this customer to their enquiry as a payment proof, with flags computed
 * from the server's reading of the file. If the reading was still running, the proof is refreshed once
 * it is stored (by the extraction job, or right here if it finished while we were writing).
 */
export async function attachProof(
  db: Db,
  tenantId: string,
  customerId: string,
  orderId: string,
  input: AttachInput,
) {
  const uploadId = uploadIdFromUrl(input.paymentProofUrl);
  const attached = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, totalPaise: orders.totalPaise })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
    if (CLOSED_TO_PAYMENT.includes(order.status as OrderStatus)) {
      throw new AppError('conflict', ORDER_MESSAGES.proofOrderClosed(order.status as OrderStatus));
    }
    const upload = uploadId ? await findUpload(tx, tenantId, uploadId) : null;
    if (!upload || upload.customerId !== customerId)
      throw new AppError('invalid', ORDER_MESSAGES.proofUploadUnknown);
    const [used] = await tx
      .select({ id: paymentProofs.id })
      .from(paymentProofs)
      .where(and(eq(paymentProofs.tenantId, tenantId), eq(paymentProofs.uploadId, upload.id)))
      .limit(1);
    if (used) throw new AppError('conflict', ORDER_MESSAGES.proofUploadAlreadyAttached);

    const proofId = randomUUID();
    const columns = await deriveProofColumns(tx, tenantId, {
      orderId,
      proofId,
      orderTotalPaise: order.totalPaise,
      contentHash: upload.contentHash,
      serverData: upload.extractedData,
      customerData: input.customerData,
    });
    await tx.insert(paymentProofs).values({
      tenantId,
      id: proofId,
      orderId,
      customerId,
      uploadId: upload.id,
      url: `/api/v1/uploads/${upload.id}/file`,
      fileName: upload.fileName,
      fileType: upload.fileType,
      contentHash: upload.contentHash,
      ...columns,
    });
    await syncPaymentStatus(tx, tenantId, orderId);
    return { uploadId: upload.id, wasProcessing: isProcessing(upload.extractedData) };
  });
  if (attached.wasProcessing) {
    const now = await findUpload(db, tenantId, attached.uploadId);
    if (now && !isProcessing(now.extractedData))
      await refreshProofsForUpload(db, tenantId, attached.uploadId);
  }
}

export type ProofReview = {
  status: 'verified' | 'rejected';
  note: string | null;
  /** With a verification: a pending enquiry is confirmed in the same transaction. */
  confirmOrder?: boolean | undefined;
};

/**
 * Staff verify or reject a proof; the enquiry's payment status follows, and with `confirmOrder` a pending
 * enquiry moves to confirmed by the usual status rules, in the same transaction. A rejection needs a
 * reason: the shopper reads it on their enquiry page.
 */
export async function reviewProof(
  db: Db,
  tenantId: string,
  orderId: string,
  proofId: string,
  staff: StaffMember,
  review: ProofReview,
): Promise<{ orderNumber: string; confirmed: boolean }> {
  if (review.status === 'rejected' && !review.note) {
    throw new AppError('invalid', DESK_MESSAGES.rejectNeedsReason);
  }
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber, status: orders.status })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
    const proofWhere = and(
      eq(paymentProofs.tenantId, tenantId),
      eq(paymentProofs.orderId, orderId),
      eq(paymentProofs.id, proofId),
    );
    const [before] = await tx
      .select({ status: paymentProofs.status, reviewNote: paymentProofs.reviewNote })
      .from(paymentProofs)
      .where(proofWhere);
    if (!before) throw new AppError('not_found', ORDER_MESSAGES.proofNotFound);
    await tx
      .update(paymentProofs)
      .set({ status: review.status, reviewNote: review.note, reviewedBy: staff.name, reviewedAt: new Date() })
      .where(proofWhere);
    await syncPaymentStatus(tx, tenantId, orderId);
    const verified = review.status === 'verified';
    await recordAudit(tx, tenantId, staff, {
      action: verified ? 'payment.verify' : 'payment.reject',
      entityType: 'payment_proof',
      entityId: proofId,
      summary: `${order.orderNumber}: payment ${verified ? 'verified' : `rejected (${review.note})`}`,
      before,
      after: { status: review.status, reviewNote: review.note },
    });
    if (verified) await queueShopperMessage(tx, tenantId, orderId, { event: 'payment_verified' });
    const confirmed = verified && !!review.confirmOrder && order.status === 'pending';
    if (confirmed) await applyStatusChange(tx, tenantId, orderId, staff, { status: 'confirmed' });
    return { orderNumber: order.orderNumber, confirmed };
  });
}
