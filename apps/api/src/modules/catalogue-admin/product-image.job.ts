import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGE_MAIN_WIDTH } from '@pataka/domain/catalogue-admin';
import { auditLog } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { mediaStorage } from '../media/media.routes.ts';
import { productMediaKey, type MediaStorage } from '../media/media-storage.ts';
import { processProductImage } from '../media/product-image.ts';

export type ProductImageResult = {
  url: string;
  sizes: { 320: string; 640: string; 1200: string };
  preview: string;
  width: number;
  height: number;
};

const AUDIT_ACTION = 'product.image.upload';

/** Where a picture's files are served: known from its id before they exist (the names are fixed). */
export function productImageUrls(storage: MediaStorage, tenantId: string, imageId: string) {
  const url = (variant: string) => storage.url(productMediaKey(tenantId, `${imageId}-${variant}`));
  const sizes = { 320: url('320.webp'), 640: url('640.webp'), 1200: url('1200.webp') };
  return { url: sizes[PRODUCT_IMAGE_MAIN_WIDTH], sizes, preview: url('og.jpg') };
}

/**
 * The result of a processed picture, or null while it is not done: its audit entry is written last, once
 * every file is stored, so it is the record of completion any instance can read.
 */
export async function findProcessedImage(
  db: Db,
  tenantId: string,
  imageId: string,
): Promise<ProductImageResult | null> {
  const [row] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entityType, 'media'),
        eq(auditLog.entityId, imageId),
        eq(auditLog.action, AUDIT_ACTION),
      ),
    )
    .limit(1);
  return (row?.after as ProductImageResult | undefined) ?? null;
}

/**
 * 'product-image': re-encodes a staff upload kept under product-sources/ into the WebP sizes and the link
 * preview, stores them as media, records the upload in the audit log and drops the source. Idempotent: a
 * picture already recorded is not processed again; files are rewritten under the same names.
 */
export function productImageJob(app: FastifyInstance): JobHandler<'product-image'> {
  return async (job) => {
    const { tenantId, imageId, sourceKey, staff } = job.data;
    if (await findProcessedImage(app.db, tenantId, imageId)) return;
    const source = await app.storage.read(sourceKey);
    if (!source) throw new Error('the uploaded picture is missing from storage');
    const image = await processProductImage(source);
    const storage = mediaStorage(app);
    const keyOf = (variant: string) => productMediaKey(tenantId, `${imageId}-${variant}`);
    await Promise.all([
      ...image.variants.map((v) => storage.put(keyOf(`${v.width}.webp`), v.bytes, 'image/webp')),
      storage.put(keyOf('og.jpg'), image.preview, 'image/jpeg'),
    ]);
    const result: ProductImageResult = {
      ...productImageUrls(storage, tenantId, imageId),
      width: image.width,
      height: image.height,
    };
    await recordAudit(app.db, tenantId, staff, {
      action: AUDIT_ACTION,
      entityType: 'media',
      entityId: imageId,
      summary: `Uploaded a product picture (${image.width}×${image.height})`,
      after: result,
    });
    await app.storage.delete(sourceKey);
  };
}
