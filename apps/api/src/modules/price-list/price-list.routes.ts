// Price-list import (dry run, then all or nothing) and export for the staff console.
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRICE_LIST_MESSAGES, PriceListError, parsePriceList } from '@pataka/domain/price-list';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { singleUploadedFile } from '../../lib/multipart-file.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findStaffMember } from '../staff-orders/staff-member.ts';
import { applyImportPlan } from './price-list.apply.ts';
import { loadPriceListRows, templateRows, writePriceList } from './price-list.export.ts';
import { loadCatalogueForImport, planImport, type ImportPlan } from './price-list.plan.ts';
import {
  PRICE_LIST_MAX_BYTES,
  READ_MESSAGES,
  readPriceListFile,
  type PriceListFormat,
} from './price-list.read.ts';

const tags = ['staff: catalogue'];
const security = [{ bearer: [] }];
/** Rows listed in a reply; the counts always cover the whole file. */
export const MAX_REPLY_ROWS = 2000;

const InvalidSchema = z.object({ line: z.number().int(), reason: z.string() });
const ChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
const RowSchema = z.object({
  line: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'invalid']),
  name: z.string(),
  category: z.string().nullable(),
  price: z.number().nullable(),
  mrp: z.number().nullable(),
  changes: z.record(z.string(), ChangeSchema).optional(),
  reason: z.string().optional(),
});
const DryRunSchema = z.object({
  dryRun: z.literal(true),
  fileName: z.string(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.array(InvalidSchema),
  rows: z.array(RowSchema),
  truncated: z.boolean(),
  categoriesToCreate: z.array(z.string()),
  ms: z.number(),
});
const AppliedSchema = z.object({
  dryRun: z.literal(false),
  fileName: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  categoriesCreated: z.array(z.string()),
  ms: z.number(),
});
const InvalidFileSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    invalid: z.array(InvalidSchema).optional(),
    truncated: z.boolean().optional(),
  }),
});
const FormatQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

const CONTENT_TYPE: Record<PriceListFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function sendFile(reply: FastifyReply, bytes: Buffer, format: PriceListFormat, baseName: string) {
  return reply
    .type(CONTENT_TYPE[format])
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${baseName}.${format}"`)
    .send(bytes);
}

/** The one file of the multipart request; 413 past 5 MB, 400 when there is none. */
const readUploadedFile = (request: FastifyRequest) =>
  singleUploadedFile(
    request,
    { missing: READ_MESSAGES.missingFile, tooLarge: READ_MESSAGES.tooLarge },
    'price-list',
  );

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const newCategories = (n: number) => (n === 0 ? '' : `, ${n} new ${n === 1 ? 'category' : 'categories'}`);

export const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only these routes take multipart, with the price-list limit.
  await app.register(multipart, {
    limits: { fileSize: PRICE_LIST_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/products/import',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary:
          'Import a price list (.xlsx or .csv, multipart field "file", ≤ 5 MB). dryRun=true reports what would change; otherwise all rows are applied in one transaction, or none when a line is invalid (staff)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
        response: {
          200: okSchema(z.union([DryRunSchema, AppliedSchema])),
          400: InvalidFileSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const tenantId = request.tenant.id;
      const adminUserId = await request.requireAdmin();
      const dryRun = request.query.dryRun === 'true';
      const { bytes, fileName } = await readUploadedFile(request);
      const sheet = await readPriceListFile(bytes, fileName);
      let parsed;
      try {
        parsed = parsePriceList(sheet);
      } catch (err) {
        if (err instanceof PriceListError) throw new AppError('invalid', err.message);
        throw err;
      }
      if (parsed.rows.length === 0 && parsed.invalid.length === 0) {
        throw new AppError('invalid', PRICE_LIST_MESSAGES.noRows);
      }
      const ms = () => Math.round(performance.now() - started);

      if (dryRun) {
        const plan = planImport(parsed, await loadCatalogueForImport(app.db, tenantId));
        return ok({
          dryRun: true as const,
          fileName,
          toCreate: plan.creates.length,
          toUpdate: plan.updates.length,
          unchanged: plan.unchanged,
          invalid: plan.invalid,
          rows: plan.rows.slice(0, MAX_REPLY_ROWS),
          truncated: plan.rows.length > MAX_REPLY_ROWS,
          categoriesToCreate: plan.newCategories.map((c) => c.name),
          ms: ms(),
        });
      }

      const staff = await findStaffMember(app.db, tenantId, adminUserId);
      // Read, match and write in one transaction: the plan cannot go stale between the two.
      const outcome = await app.db.transaction(async (tx) => {
        const plan = planImport(parsed, await loadCatalogueForImport(tx, tenantId));
        if (plan.invalid.length > 0) return { plan, applied: false };
        await applyImportPlan(tx, tenantId, plan, staff);
        await recordAudit(tx, tenantId, staff, {
          action: 'product.import',
          entityType: 'product',
          summary: `Price list ${fileName}: ${plural(plan.creates.length, 'product')} added, ${plan.updates.length} updated, ${plan.unchanged} unchanged${newCategories(plan.newCategories.length)}`,
          after: {
            fileName,
            rows: parsed.rows.length,
            created: plan.creates.length,
            updated: plan.updates.length,
            unchanged: plan.unchanged,
            categoriesCreated: plan.newCategories.map((c) => c.name),
          },
        });
        return { plan, applied: true };
      });
      const plan: ImportPlan = outcome.plan;
      if (!outcome.applied) {
        const count = plan.invalid.length;
        return reply.status(400).send({
          success: false as const,
          error: {
            code: 'BAD_REQUEST',
            message: `Nothing was imported: ${plural(count, 'line')} ${count === 1 ? 'needs' : 'need'} fixing. ${plan.invalid
              .slice(0, 3)
              .map((i) => i.reason)
              .join('; ')}${count > 3 ? '; …' : ''}`,
            invalid: plan.invalid.slice(0, MAX_REPLY_ROWS),
            truncated: count > MAX_REPLY_ROWS,
          },
        });
      }
      app.publicCache.invalidate(tenantId);
      return ok({
        dryRun: false as const,
        fileName,
        created: plan.creates.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged,
        categoriesCreated: plan.newCategories.map((c) => c.name),
        ms: ms(),
      });
    },
  );

  app.get(
    '/products/export',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary:
          'Every product (all statuses, with a Status column) as a price list, grouped by category in display order (staff)',
        querystring: FormatQuery,
        response: { 200: z.any().describe('The .xlsx or .csv file'), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const { format } = request.query;
      const bytes = await writePriceList(await loadPriceListRows(app.db, request.tenant.id), format);
      const day = new Date().toISOString().slice(0, 10);
      return sendFile(reply, bytes, format, `price-list-${request.tenant.id}-${day}`);
    },
  );

  app.get(
    '/products/import/template',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'An empty price list: the header row and two example rows (staff)',
        querystring: FormatQuery,
        response: { 200: z.any().describe('The .xlsx or .csv file'), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const { format } = request.query;
      return sendFile(reply, await writePriceList(templateRows(), format), format, 'price-list-template');
    },
  );
};
