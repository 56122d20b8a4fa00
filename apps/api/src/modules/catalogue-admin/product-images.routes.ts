import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_ADMIN_MESSAGES as M, PRODUCT_IMAGE_MAX_BYTES } from '@pataka/domain/catalogue-admin';
import { JOB_MESSAGES } from '@pataka/domain/jobs';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { assertProductImageType } from '../media/product-image.ts';
import { requireStaffMember } from '../staff/staff-access.ts';
import { enforceLimits } from '../rate-limit/enforce-limits.ts';
import { productImageRules } from '../rate-limit/limit-rules.ts';
import { uploadProductImage } from './product-image-upload.ts';

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
          202: okSchema(ProductImageSchema.extend({ message: z.string() })).describe(
            'Still being prepared: the URLs work once it is done (usually within a minute)',
          ),
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
      await enforceLimits(app.rateLimits, productImageRules(request.tenant.id, staff.id));
      const tenantId = request.tenant.id;
      const bytes = await readImageFile(request);
      const mime = await assertProductImageType(bytes);
      // Re-encoded by a 'product-image' job (any instance, or `npm run worker`); the reply waits for it.
      const { done, result } = await uploadProductImage(app, tenantId, staff, { bytes, mime });
      if (done) return reply.status(201).send(ok(result));
      return reply.status(202).send(ok({ ...result, message: JOB_MESSAGES.productImagePending }));
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
