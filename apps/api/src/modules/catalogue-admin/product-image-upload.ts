import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CATALOGUE_ADMIN_MESSAGES as M } from '@pataka/domain/catalogue-admin';
import { AppError } from '../../lib/errors.ts';
import { pollUntil } from '../../lib/jobs/poll-until.ts';
import { mediaStorage } from '../media/media.routes.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { findProcessedImage, productImageUrls, type ProductImageResult } from './product-image.job.ts';

/**
 * How long the upload waits for its 'product-image' job. Re-encoding a phone photo takes about a second
 * on one core; 15 s covers a short queue of pictures. Beyond it the reply is 202 and the picture appears
 * once the job has run (its URLs are known already).
 */
export const PRODUCT_IMAGE_WAIT_MS = 15_000;
/** As media/product-image.ts: a 10 MB PNG can claim gigapixels; 50 MP covers any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The picture's size, upright; refuses what the job could never decode (400). The header alone is not
 * enough: a picture cut short in transfer has a good header and a damaged body, and its job would fail
 * every retry while staff waited 15 s for a 202. So the pixels are decoded once here (stats() reads them
 * all: about 0.5 s for a 12 MP phone photo here, against the seconds of encoding four outputs in the job).
 */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await image.metadata();
    const { width, height } = meta;
    if (!width || !height || width * height > MAX_INPUT_PIXELS) throw new Error('no usable size');
    await image.stats();
    return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    throw new AppError('invalid', M.imageUnreadable);
  }
}

/**
 * Keeps the original in storage (product-sources/<tenant>/<id>, where any instance's worker reads it),
 * queues its re-encoding and waits for it up to `waitMs`. `done: false` when it is still being prepared.
 */
export async function uploadProductImage(
  app: FastifyInstance,
  tenantId: string,
  staff: StaffMember,
  file: { bytes: Buffer; mime: string },
  waitMs = PRODUCT_IMAGE_WAIT_MS,
): Promise<{ done: boolean; result: ProductImageResult }> {
  const size = await uprightSize(file.bytes);
  const imageId = randomBytes(16).toString('hex');
  const sourceKey = `product-sources/${tenantId}/${imageId}`;
  await app.storage.put(sourceKey, file.bytes, { contentType: file.mime });
  await app.jobs.send('product-image', {
    tenantId,
    imageId,
    sourceKey,
    staff: { id: staff.id, name: staff.name, email: staff.email },
  });
  const done = await pollUntil(() => findProcessedImage(app.db, tenantId, imageId), {
    timeoutMs: waitMs,
    intervalMs: 100,
  });
  if (done) return { done: true, result: done };
  return { done: false, result: { ...productImageUrls(mediaStorage(app), tenantId, imageId), ...size } };
}
