import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import type { OrderStatus } from '@pataka/domain/order-status';
import { orders, paymentProofs } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { isProcessing } from '../uploads/extraction-state.ts';
import { findUpload } from '../uploads/uploads.queries.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { deriveProofColumns, refreshProofsForUpload } from './proof-flags.service.ts';
import { paymentStatusFromProofs } from './proof-flags.ts';

/** Enquiries that take no more payments. */
const CLOSED: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** `/api/v1/uploads/{id}/file` (absolute or relative) → the upload id; anything else → null. */
export function uploadIdFromUrl(url: string): string | null {
  const path =
    url
      .trim()
      .replace(/^https?:\/\/[^/]+/i, '')
      .split(/[?#]/)[0] ?? '';
  return /^\/api\/v1\/uploads\/([A-Za-z0-9-]{1,64})\/file$/.exec(path)?.[1] ?? null;
}

async function syncPaymentStatus(tx: Db, tenantId: string, orderId: string): Promise<void> {
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
    if (CLOSED.includes(order.status as OrderStatus)) {
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

/** Staff verify or reject a proof; the enquiry's payment status follows. */
export async function reviewProof(
  db: Db,
  tenantId: string,
  orderId: string,
  proofId: string,
  staff: StaffMember,
  review: { status: 'verified' | 'rejected'; note: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw new AppError('not_found', MESSAGES.orderNotFound);
    const [updated] = await tx
      .update(paymentProofs)
      .set({ status: review.status, reviewNote: review.note, reviewedBy: staff.name, reviewedAt: new Date() })
      .where(
        and(
          eq(paymentProofs.tenantId, tenantId),
          eq(paymentProofs.orderId, orderId),
          eq(paymentProofs.id, proofId),
        ),
      )
      .returning({ id: paymentProofs.id });
    if (!updated) throw new AppError('not_found', ORDER_MESSAGES.proofNotFound);
    await syncPaymentStatus(tx, tenantId, orderId);
  });
}
