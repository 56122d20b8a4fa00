import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { checkPaymentTotal } from '@pataka/domain/payment-total';
import { roundRupees, toPaise, toRupees } from '@pataka/domain/money';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { normaliseImage } from '../uploads/upload-image.ts';
import { sniffUploadType } from '../uploads/upload-type.ts';
import { extractPaymentFromImage } from './extract-payment.ts';
import { UPI_APPS, type ExtractedPayment } from '@pataka/domain/extracted-payment';
import { configureOcrPool } from './ocr-pool.ts';
import { loadExpectedPayee } from './expected-payee.queries.ts';
import type { ExpectedPayee } from './payee-check.ts';

const tags = ['payment extraction'];
/** Screenshots read in one staff request (each costs about a second of OCR). */
const MAX_FILES = 5;

const ExtractedPaymentSchema = z.object({
  fileName: z.string().nullable(),
  utr: z.string().nullable(),
  amount: z.number().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  payeeUpiId: z.string().nullable(),
  payeeName: z.string().nullable(),
  payerName: z.string().nullable(),
  app: z.enum(UPI_APPS).nullable(),
  status: z.string().nullable(),
  confidence: z.number(),
});

async function readPayment(
  bytes: Buffer,
  fileName: string | null,
  expected: ExpectedPayee,
): Promise<z.infer<typeof ExtractedPaymentSchema>> {
  const kind = sniffUploadType(bytes);
  if (!kind) throw new AppError('unsupported_media_type', MESSAGES.uploadUnsupportedType);
  let result: ExtractedPayment;
  try {
    // Re-encoding first bounds the pixels OCR will see (decompression bombs) and applies EXIF rotation.
    result = await extractPaymentFromImage(
      kind.mime === 'application/pdf' ? bytes : await normaliseImage(bytes, kind),
      expected,
    );
  } catch {
    throw new AppError('unprocessable', MESSAGES.paymentExtractFailed);
  }
  const { utr, amount, date, time, payeeUpiId, payeeName, payerName, app, status, confidence } = result;
  return { fileName, utr, amount, date, time, payeeUpiId, payeeName, payerName, app, status, confidence };
}

export const paymentExtractionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 5, parts: MAX_FILES + 5 },
  });
  // The pool is shared with the OCR jobs: plugins/jobs.ts terminates it once they have stopped.
  configureOcrPool({ workers: app.config.ocrWorkers });

  app.post(
    '/payment-extraction/extract-customer',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: `Read payment screenshots (multipart, up to ${MAX_FILES} files of 5 MB) (staff)`,
        consumes: ['multipart/form-data'],
        response: {
          200: okSchema(z.object({ payments: z.array(ExtractedPaymentSchema), totalExtracted: z.number() })),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      await request.requireAdmin();
      if (!request.isMultipart()) throw new AppError('invalid', ORDER_MESSAGES.uploadMissingFile);
      const payments = [];
      const expected = await loadExpectedPayee(app.db, request.tenant.id);
      try {
        for await (const part of request.files()) {
          payments.push(await readPayment(await part.toBuffer(), part.filename || null, expected));
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new AppError('payload_too_large', MESSAGES.uploadTooLarge);
        }
        throw err;
      }
      if (payments.length === 0) throw new AppError('invalid', ORDER_MESSAGES.uploadMissingFile);
      const totalPaise = payments.reduce((sum, p) => sum + (p.amount == null ? 0 : toPaise(p.amount)), 0);
      return ok({ payments, totalExtracted: toRupees(totalPaise) });
    },
  );

  app.post(
    '/payment-extraction/validate-total',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        summary: 'Do the payments add up to the order total, to the paisa?',
        body: z.object({
          payments: z
            .array(z.object({ amount: z.number().min(0).max(100_000_000).nullable() }).loose())
            .max(50),
          orderTotal: z.number().min(0).max(100_000_000),
        }),
        response: {
          200: okSchema(
            z.object({
              isValid: z.boolean(),
              totalExtracted: z.number(),
              difference: z.number(),
              message: z.string(),
            }),
          ),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      if (!(await request.subject())) throw new AppError('unauthenticated', MESSAGES.authRequired);
      const { payments, orderTotal } = request.body;
      return ok(checkPaymentTotal(payments, roundRupees(orderTotal)));
    },
  );
};
