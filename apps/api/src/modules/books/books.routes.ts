// The accountant's exports and the Reports screen (decision 150): sales register CSV, GSTR-1 summary
// CSV and Tally Prime XML for an IST date range, the on-screen summary, and the Tally ledger names.
// Owners only, decided before anything is read: these are the shop's whole books.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { summariseBooks, type BookAmounts } from '@pataka/domain/books/book-totals';
import { gstr1Csv } from '@pataka/domain/books/gstr1-csv';
import {
  ReportRangeSchema,
  reportFileName,
  reportRangeBounds,
  type ReportRange,
} from '@pataka/domain/books/report-range';
import { salesRegisterCsv } from '@pataka/domain/books/sales-register';
import { TALLY_MESSAGES, TALLY_PARTY_MODES, TallySettingsSchema } from '@pataka/domain/books/tally-settings';
import { tallyXml } from '@pataka/domain/books/tally-xml';
import { toRupees } from '@pataka/domain/money';
import { companySettings } from '../../db/schema/tenants.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { protectRoutes } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireOwner } from '../staff/staff-access.ts';
import { loadBookDocuments } from './books.queries.ts';
import { loadTallySettings, saveTallySettings } from './tally-settings.queries.ts';

const tags = ['staff: reports'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const file = z.any().describe('The file');

const AmountsSchema = z.object({
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  roundOff: z.number(),
  total: z.number(),
});
const SummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  invoices: AmountsSchema.extend({ count: z.number().int() }),
  creditNotes: AmountsSchema.extend({ count: z.number().int() }),
  net: AmountsSchema,
});
const TallySettingsDto = z.object({
  company: z.string(),
  salesLedger: z.string(),
  cgstLedger: z.string(),
  sgstLedger: z.string(),
  igstLedger: z.string(),
  roundOffLedger: z.string(),
  partyMode: z.enum(TALLY_PARTY_MODES),
  partyLedger: z.string(),
  updatedAt: z.string().nullable(),
});

/** Rupees for the screen, from paise. */
const rupees = (a: BookAmounts) => ({
  taxable: toRupees(a.taxablePaise),
  cgst: toRupees(a.cgstPaise),
  sgst: toRupees(a.sgstPaise),
  igst: toRupees(a.igstPaise),
  roundOff: toRupees(a.roundOffPaise),
  total: toRupees(a.totalPaise),
});

function sendFile(reply: FastifyReply, body: string, type: string, name: string) {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);
}

export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app, 'owner');

  const documents = (tenantId: string, range: ReportRange) =>
    loadBookDocuments(app.db, tenantId, reportRangeBounds(range));

  app.get(
    '/admin/reports/summary',
    {
      schema: {
        tags,
        security,
        summary:
          'Invoices and credit notes issued from `from` to `to` (IST days, both included, ≤ 1 year) in rupees (owner)',
        querystring: ReportRangeSchema,
        response: { 200: okSchema(SummarySchema), ...errors },
      },
    },
    async (request) => {
      await requireOwner(request, app.db);
      const s = summariseBooks(await documents(request.tenant.id, request.query));
      return ok({
        from: request.query.from,
        to: request.query.to,
        invoices: { count: s.invoices.count, ...rupees(s.invoices) },
        creditNotes: { count: s.creditNotes.count, ...rupees(s.creditNotes) },
        net: rupees(s.net),
      });
    },
  );

  app.get(
    '/admin/reports/sales-register.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Sales register: a row per invoice line, credit notes negative, a totals row (owner)',
        querystring: ReportRangeSchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      await requireOwner(request, app.db);
      const { csv } = salesRegisterCsv(await documents(request.tenant.id, request.query));
      return sendFile(
        reply,
        csv,
        'text/csv; charset=utf-8',
        reportFileName('sales-register', request.query, 'csv'),
      );
    },
  );

  app.get(
    '/admin/reports/gstr1.csv',
    {
      schema: {
        tags,
        security,
        summary:
          'GSTR-1 summary: tables 4A (B2B), 5 (B2C large), 7 (B2C others), 9B (credit notes), 12 (HSN), 13 (documents) (owner)',
        querystring: ReportRangeSchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      await requireOwner(request, app.db);
      const tenantId = request.tenant.id;
      const [docs, [company]] = await Promise.all([
        documents(tenantId, request.query),
        app.db
          .select({ name: companySettings.companyName, gstin: companySettings.taxId })
          .from(companySettings)
          .where(eq(companySettings.tenantId, tenantId)),
      ]);
      // The GSTIN the invoices were issued under; the settings' one when there are none yet.
      const gstin = docs.find((d) => d.supplierGstin)?.supplierGstin ?? company?.gstin ?? null;
      const { csv } = gstr1Csv(docs, { shopName: company?.name ?? '', gstin, ...request.query });
      return sendFile(reply, csv, 'text/csv; charset=utf-8', reportFileName('gstr1', request.query, 'csv'));
    },
  );

  app.get(
    '/admin/reports/tally.xml',
    {
      schema: {
        tags,
        security,
        summary:
          'Tally Prime import: a Sales voucher per invoice, a Credit Note voucher per credit note (owner)',
        querystring: ReportRangeSchema,
        response: { 200: file, ...errors },
      },
    },
    async (request, reply) => {
      await requireOwner(request, app.db);
      const tenantId = request.tenant.id;
      const [docs, settings] = await Promise.all([
        documents(tenantId, request.query),
        loadTallySettings(app.db, tenantId),
      ]);
      const xml = tallyXml(docs, settings);
      return sendFile(
        reply,
        xml,
        'application/xml; charset=utf-8',
        reportFileName('tally-vouchers', request.query, 'xml'),
      );
    },
  );

  app.get(
    '/admin/reports/tally-settings',
    {
      schema: {
        tags,
        security,
        summary: 'The Tally ledger names the import uses (the defaults until saved) (owner)',
        response: { 200: okSchema(TallySettingsDto), ...errors },
      },
    },
    async (request) => {
      await requireOwner(request, app.db);
      return ok(await loadTallySettings(app.db, request.tenant.id));
    },
  );

  app.put(
    '/admin/reports/tally-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the Tally ledger names (owner)',
        body: TallySettingsSchema,
        response: { 200: okSchema(TallySettingsDto), ...errors },
      },
    },
    async (request) => {
      const owner = await requireOwner(request, app.db);
      const tenantId = request.tenant.id;
      const saved = await app.db.transaction(async (tx) => {
        const before = await loadTallySettings(tx, tenantId);
        await saveTallySettings(tx, tenantId, request.body);
        const after = await loadTallySettings(tx, tenantId);
        await recordAudit(tx, tenantId, owner, {
          action: 'settings.tally',
          entityType: 'settings',
          entityId: tenantId,
          summary: TALLY_MESSAGES.saved,
          before,
          after,
        });
        return after;
      });
      return ok(saved);
    },
  );
};
