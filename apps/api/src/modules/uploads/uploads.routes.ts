import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { enforceLimits } from '../rate-limit/enforce-limits.ts';
import { proofUploadRules } from '../rate-limit/limit-rules.ts';
import {
  enqueueExtraction,
  EXTRACTION_WAIT_MS,
  isStaleProcessing,
  waitForExtraction,
} from './extraction-jobs.ts';
import { isProcessing } from './extraction-state.ts';
import { openUpload } from './upload-storage.ts';
import { canSeeUpload, saveUpload, uploadUrl, type Uploader } from './upload.service.ts';
import { findUpload, type UploadRow } from './uploads.queries.ts';

const tags = ['uploads'];

const UploadSchema = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  extractedData: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
const toUploadDto = (row: UploadRow) => ({
  id: row.id,
  url: uploadUrl(row.id),
  fileName: row.fileName,
  fileType: row.fileType,
  extractedData: row.extractedData,
  createdAt: row.createdAt.toISOString(),
});

async function uploadViewer(request: FastifyRequest) {
  const subject = await request.subject();
  if (!subject) throw new AppError('unauthenticated', MESSAGES.authRequired);
  return subject.type === 'customer'
    ? { type: 'customer' as const, customerId: subject.customerId }
    : { type: 'admin' as const };
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only these routes accept multipart, with the proof limits.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  async function visibleUpload(request: FastifyRequest, id: string): Promise<UploadRow> {
    const viewer = await uploadViewer(request);
    const row = await findUpload(app.db, request.tenant.id, id);
    if (!row || !canSeeUpload(row, viewer)) throw new AppError('not_found', ORDER_MESSAGES.uploadNotFound);
    return row;
  }

  app.post(
    '/uploads/payment-proof',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: 'Upload a payment screenshot or PDF (multipart field "file", at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: okSchema(UploadSchema),
          400: errorSchema,
          401: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const subject = await request.subject();
      if (!subject) throw new AppError('unauthenticated', MESSAGES.authRequired);
      const uploader: Uploader =
        subject.type === 'customer'
          ? { customerId: subject.customerId }
          : { adminUserId: subject.adminUserId };
      await enforceLimits(app.rateLimits, proofUploadRules(request.tenant.id, uploader));
      const bytes = await readSingleFile(request);
      const tenantId = request.tenant.id;
      const { row } = await saveUpload(app.db, app.storage, tenantId, uploader, bytes);
      if (isProcessing(row.extractedData)) {
        // Read by a 'payment-extraction' job, here or on another instance; the reply waits a little for it.
        await enqueueExtraction(app.jobs, tenantId, row.id);
        const done = await waitForExtraction(app.db, tenantId, row.id, EXTRACTION_WAIT_MS);
        if (done) row.extractedData = done;
      }
      return reply.status(201).send(ok(toUploadDto(row)));
    },
  );

  app.get(
    '/uploads/:id',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: 'An upload with its latest extracted payment details (poll while processing)',
        params: z.object({ id: IdSchema }),
        response: { 200: okSchema(UploadSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await visibleUpload(request, request.params.id);
      // Its job was lost (instance killed, in-process queue restarted): queue it again, once (singleton).
      if (isStaleProcessing(row)) await enqueueExtraction(app.jobs, request.tenant.id, row.id);
      return ok(toUploadDto(row));
    },
  );

  app.get(
    '/uploads/:id/file',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: 'The stored file, for its customer and the shop’s staff only',
        params: z.object({ id: IdSchema }),
        response: {
          200: z.any().describe('The file (image/png, image/jpeg, image/webp or application/pdf)'),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await visibleUpload(request, request.params.id);
      const file = await openUpload(app.storage, request.tenant.id, row.storageKey);
      if (!file) {
        // The row outlived its file (a restore without files, a bucket emptied by hand): say so, not 500.
        request.log.warn({ uploadId: row.id }, 'upload file missing from storage');
        throw new AppError('not_found', ORDER_MESSAGES.uploadNotFound);
      }
      const disposition = row.fileType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(row.fileType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .send(file.stream);
    },
  );
};

/** The one file of a multipart request, as bytes; 413 past 5 MB, 400 when there is none. */
export async function readSingleFile(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string | undefined }> {
  if (!request.isMultipart()) throw new AppError('invalid', ORDER_MESSAGES.uploadMissingFile);
  try {
    const part = await request.file();
    if (!part) throw new AppError('invalid', ORDER_MESSAGES.uploadMissingFile);
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('payload_too_large', MESSAGES.uploadTooLarge);
    }
    throw err;
  }
}
