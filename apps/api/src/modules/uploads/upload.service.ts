import { createHash, randomUUID } from 'node:crypto';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { pdfState, processingState } from './extraction-state.ts';
import { normaliseImage } from './upload-image.ts';
import { newStorageKey, removeUpload, storeUpload } from './upload-storage.ts';
import { isImage, sniffUploadType } from './upload-type.ts';
import { insertUpload, type UploadRow } from './uploads.queries.ts';

export type Uploader = { customerId: string } | { adminUserId: string };

/** A display name without paths, control characters or markup, at most 200 characters. */
export function cleanFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{C}<>"]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || `payment-proof.${ext}`;
}

/**
 * Checks, normalises and stores one uploaded file, then records it. The content hash is of the bytes the
 * customer sent (so the same screenshot sent twice is recognised), the stored file is the re-encoded one.
 */
export async function saveUpload(
  db: Db,
  storage: FileStorage,
  tenantId: string,
  uploader: Uploader,
  file: { bytes: Buffer; fileName: string | undefined },
): Promise<{ row: UploadRow; stored: Buffer }> {
  const kind = sniffUploadType(file.bytes);
  if (!kind) throw new AppError('unsupported_media_type', MESSAGES.uploadUnsupportedType);
  const contentHash = createHash('sha256').update(file.bytes).digest('hex');
  let stored: Buffer;
  try {
    stored = isImage(kind) ? await normaliseImage(file.bytes, kind) : file.bytes;
  } catch {
    throw new AppError('unsupported_media_type', ORDER_MESSAGES.uploadUnreadable);
  }
  const storageKey = newStorageKey(kind.ext);
  await storeUpload(storage, tenantId, storageKey, stored, kind.mime);
  try {
    const row = await insertUpload(db, tenantId, {
      id: randomUUID(),
      customerId: 'customerId' in uploader ? uploader.customerId : null,
      adminUserId: 'adminUserId' in uploader ? uploader.adminUserId : null,
      storageKey,
      fileName: cleanFileName(file.fileName, kind.ext),
      fileType: kind.mime,
      sizeBytes: stored.length,
      contentHash,
      extractedData: isImage(kind) ? processingState() : pdfState(),
    });
    return { row, stored };
  } catch (err) {
    // No orphan file without its row; a failed clean-up must not hide the error that caused it.
    await removeUpload(storage, tenantId, storageKey).catch(() => undefined);
    throw err;
  }
}

/** Its customer and the shop's staff may see an upload; to anyone else it does not exist. */
export function canSeeUpload(
  row: UploadRow,
  viewer: { type: 'customer'; customerId: string } | { type: 'admin' },
): boolean {
  return viewer.type === 'admin' || row.customerId === viewer.customerId;
}

export const uploadUrl = (id: string) => `/api/v1/uploads/${id}/file`;
