import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  PRODUCT_IMAGE_MAIN_WIDTH,
  PRODUCT_IMAGE_MAX_BYTES,
} from '@pataka/domain/catalogue-admin';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { mediaStorage } from '../media/media.routes.ts';
import { productMediaKey } from '../media/media-storage.ts';
import { assertProductImageType, processProductImage } from '../media/product-image.ts';
import { requireStaffMember } from '../staff/staff-access.ts';

const ProductImageSchema = z.object({
  url: z.string().describe('The 640 px WebP: put it in a product’s medias'),
  sizes: z.object({ 320: z.string(), 640: z.string(), 1200: z.string() }),
  preview: z.string().describe('1200×630 JPEG for link previews (WhatsApp, Open Graph)'),
  width: z.number().int().describe('The uploaded picture’s width, upright'),
  height: z.number().int(),
});

export const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: product pictures may be larger than payment proofs.
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/uploads/product-image',
    {
      schema: {
        tags: ['staff: catalogue'],
        security: [{ bearer: [] }],
        summary: 'Upload a product picture (multipart field "file": JPEG, PNG or WebP, at most 10 MB)',
        description:
          'Re-encoded to WebP 320/640/1200 px wide (never enlarged) and a 1200×630 JPEG preview, served at ' +
          '/media/<shop>/products/… with a one-year immutable cache. 413 past 10 MB, 415 for any other type.',
        consumes: ['multipart/form-data'],
        response: {
          201: okSchema(ProductImageSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const staff = await requireStaffMember(request, app.db);
      const tenantId = request.tenant.id;
      const bytes = await readImageFile(request);
      await assertProductImageType(bytes);
      const image = await processProductImage(bytes);
      const storage = mediaStorage(app);
      const name = randomBytes(16).toString('hex');
      const keyOf = (variant: string) => productMediaKey(tenantId, `${name}-${variant}`);
      await Promise.all([
        ...image.variants.map((v) => storage.put(keyOf(`${v.width}.webp`), v.bytes, 'image/webp')),
        storage.put(keyOf('og.jpg'), image.preview, 'image/jpeg'),
      ]);
      const sizes = {
        320: storage.url(keyOf('320.webp')),
        640: storage.url(keyOf('640.webp')),
        1200: storage.url(keyOf('1200.webp')),
      };
      const result = {
        url: sizes[PRODUCT_IMAGE_MAIN_WIDTH],
        sizes,
        preview: storage.url(keyOf('og.jpg')),
        width: image.width,
        height: image.height,
      };
      await recordAudit(app.db, tenantId, staff, {
        action: 'product.image.upload',
        entityType: 'media',
        entityId: name,
        summary: `Uploaded a product picture (${image.width}×${image.height})`,
        after: result,
      });
      return reply.status(201).send(ok(result));
    },
  );
};

/** The one file of the request; 413 past 10 MB, 400 when there is none. */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('invalid', M.imageMissing);
  try {
    const part = await request.file();
    if (!part) throw new AppError('invalid', M.imageMissing);
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('payload_too_large', M.imageTooLarge);
    throw err;
  }
}
