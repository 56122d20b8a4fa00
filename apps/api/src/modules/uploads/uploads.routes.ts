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
import { refreshProofsForUpload } from '../payment-proofs/proof-flags.service.ts';
import { configureOcrPool, terminateOcrPool } from '../payment-extraction/ocr-pool.ts';
import { ExtractionJobs } from './extraction-jobs.ts';
import { isProcessing } from './extraction-state.ts';
import { readUpload } from './upload-storage.ts';
import { canSeeUpload, saveUpload, uploadUrl, type Uploader } from './upload.service.ts';
import { findUpload, type UploadRow } from './uploads.queries.ts';

const tags = ['uploads'];
/**
 * How long the upload reply waits for the screenshot to be read. Measured: a warm OCR worker reads a
 * phone screenshot in about 1–1.5 s on one core, the first read after start adds ~1 s of model loading;
 * 4 s covers that with a short queue. Beyond it the reply says 'processing' and the web polls.
 */
export const EXTRACTION_WAIT_MS = 4000;
/** A 'processing' upload with no job in this process for this long was cut short (restart): read again. */
const STALE_PROCESSING_MS = 60_000;

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
  configureOcrPool({ workers: app.config.ocrWorkers });
  const jobs = new ExtractionJobs({
    db: app.db,
    log: app.log,
    onStored: (tenantId, uploadId) => refreshProofsForUpload(app.db, tenantId, uploadId),
  });
  app.addHook('onClose', async () => {
    await terminateOcrPool();
    await jobs.close();
  });

  async function visibleUpload(request: FastifyRequest, id: string): Promise<UploadRow> {
    const viewer = await uploadViewer(request);
    const row = await findUpload(app.db, request.tenant.id, id);
    if (!row || !canSeeUpload(row, viewer)) throw new AppError('not_found', ORDER_MESSAGES.uploadNotFound);
    return row;
  }

  app.post(
    '/uploads/payment-proof',
    {
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
      const bytes = await readSingleFile(request);
      const tenantId = request.tenant.id;
      const { row, stored } = await saveUpload(app.db, app.config.dataDir, tenantId, uploader, bytes);
      if (isProcessing(row.extractedData)) {
        const done = await jobs.waitFor(jobs.start(tenantId, row.id, stored), EXTRACTION_WAIT_MS);
        if (done) row.extractedData = done;
      }
      return reply.status(201).send(ok(toUploadDto(row)));
    },
  );

  app.get(
    '/uploads/:id',
    {
      schema: {
        tags,
        summary: 'An upload with its latest extracted payment details (poll while processing)',
        params: z.object({ id: IdSchema }),
        response: { 200: okSchema(UploadSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await visibleUpload(request, request.params.id);
      const stale = Date.now() - row.createdAt.getTime() > STALE_PROCESSING_MS;
      if (isProcessing(row.extractedData) && stale && !jobs.isRunning(row.id)) {
        const image = await readUpload(app.config.dataDir, request.tenant.id, row.storageKey);
        void jobs.start(request.tenant.id, row.id, image);
      }
      return ok(toUploadDto(row));
    },
  );

  app.get(
    '/uploads/:id/file',
    {
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
      const bytes = await readUpload(app.config.dataDir, request.tenant.id, row.storageKey);
      const disposition = row.fileType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .type(row.fileType)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .send(bytes);
    },
  );
};

/** The one file of a multipart request, as bytes; 413 past 5 MB, 400 when there is none. */
async function readSingleFile(
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
