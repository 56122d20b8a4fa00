import { and, eq } from 'drizzle-orm';
import { DISPATCH_MESSAGES } from '@pataka/domain/dispatch';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { dispatches } from '../../db/schema/dispatch.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage, StoredFile } from '../../lib/storage/file-storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { normaliseImage } from '../uploads/upload-image.ts';
import { newStorageKey, openUpload, removeUpload, storeUpload } from '../uploads/upload-storage.ts';
import { isImage, sniffUploadType } from '../uploads/upload-type.ts';
import { findDispatchRow } from './dispatch.queries.ts';

/**
 * Stores the photo (or PDF) of a dispatch's LR copy like a payment proof: type by magic bytes, images
 * re-encoded (upright, no GPS), a random private key under uploads/<tenant>/. A new copy replaces the
 * old one, whose file is removed once the row points at the new one.
 */
export async function attachLrCopy(
  db: Db,
  storage: FileStorage,
  tenantId: string,
  orderId: string,
  dispatchId: string,
  staff: StaffMember,
  bytes: Buffer,
): Promise<{ orderNumber: string }> {
  if (!(await findDispatchRow(db, tenantId, orderId, dispatchId))) {
    throw new AppError('not_found', DISPATCH_MESSAGES.notFound);
  }
  const kind = sniffUploadType(bytes);
  if (!kind) throw new AppError('unsupported_media_type', MESSAGES.uploadUnsupportedType);
  let stored: Buffer;
  try {
    stored = isImage(kind) ? await normaliseImage(bytes, kind) : bytes;
  } catch {
    throw new AppError('unsupported_media_type', ORDER_MESSAGES.uploadUnreadable);
  }
  // The file is written before the transaction: no storage work while the database waits on it.
  const key = newStorageKey(kind.ext);
  await storeUpload(storage, tenantId, key, stored, kind.mime);
  let previous: string | null = null;
  let orderNumber = '';
  try {
    await db.transaction(async (tx) => {
      const row = await findDispatchRow(tx, tenantId, orderId, dispatchId);
      if (!row) throw new AppError('not_found', DISPATCH_MESSAGES.notFound);
      previous = row.lrCopyKey;
      await tx
        .update(dispatches)
        .set({ lrCopyKey: key, lrCopyType: kind.mime, updatedAt: new Date() })
        .where(and(eq(dispatches.tenantId, tenantId), eq(dispatches.id, dispatchId)));
      const [order] = await tx
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
      orderNumber = order?.orderNumber ?? '';
      await recordAudit(tx, tenantId, staff, {
        action: 'dispatch.lr_copy',
        entityType: 'order',
        entityId: orderId,
        summary: `${orderNumber}: LR copy ${previous ? 'replaced' : 'added'}${row.lrNumber ? ` (LR ${row.lrNumber})` : ''}`,
        after: { dispatchId, fileType: kind.mime, bytes: stored.length },
      });
    });
  } catch (err) {
    await removeUpload(storage, tenantId, key).catch(() => undefined);
    throw err;
  }
  if (previous) await removeUpload(storage, tenantId, previous).catch(() => undefined);
  return { orderNumber };
}

/** The LR copy's file for a viewer allowed to see the enquiry, or a 404 (never "forbidden"). */
export async function openLrCopy(
  db: Db,
  storage: FileStorage,
  tenantId: string,
  orderId: string,
  dispatchId: string,
  viewer: { customerId: string } | { staff: true },
): Promise<{ file: StoredFile; type: string; name: string }> {
  const [row] = await db
    .select({ key: dispatches.lrCopyKey, type: dispatches.lrCopyType, lr: dispatches.lrNumber })
    .from(dispatches)
    .innerJoin(orders, and(eq(orders.tenantId, dispatches.tenantId), eq(orders.id, dispatches.orderId)))
    .where(
      and(
        eq(dispatches.tenantId, tenantId),
        eq(dispatches.orderId, orderId),
        eq(dispatches.id, dispatchId),
        'customerId' in viewer ? eq(orders.customerId, viewer.customerId) : undefined,
      ),
    );
  if (!row?.key || !row.type) throw new AppError('not_found', DISPATCH_MESSAGES.lrCopyNotFound);
  const file = await openUpload(storage, tenantId, row.key);
  if (!file) throw new AppError('not_found', DISPATCH_MESSAGES.lrCopyNotFound);
  const ext = row.key.split('.').pop() ?? 'jpg';
  return { file, type: row.type, name: `LR-${row.lr ?? dispatchId}.${ext}` };
}
