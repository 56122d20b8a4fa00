import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remainingByPosition } from '@pataka/domain/invoice/credit';
import {
  CreditNoteInputSchema,
  INVOICE_MESSAGES,
  IssueInvoiceInputSchema,
} from '@pataka/domain/invoice/rules';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { orderViewer } from '../orders/order-viewer.ts';
import { findOrderRow } from '../orders/order.queries.ts';
import { staffErrors } from '../shop-admin/shop-admin-common.ts';
import { publishOrderEvent } from '../staff-orders/order-events.ts';
import { dateBound } from '../staff-orders/date-range.ts';
import { findStaffMember } from '../staff-orders/staff-member.ts';
import { InvoiceSchema } from './invoice.dto.ts';
import {
  findInvoice,
  listCreditNotes,
  listInvoices,
  listLines,
  toInvoiceDto,
  toLine,
} from './invoice.queries.ts';
import { issueCreditNote, issueInvoice } from './invoice.service.ts';
import { renderInvoicePdf } from './invoice.pdf.ts';
import type { Db } from '../../db/types.ts';

const tags = ['staff: invoices'];
const Params = z.object({ id: IdSchema });

/** An invoice with its lines, its credit notes and, per line, what is still left to credit. */
async function invoiceDetail(db: Db, tenantId: string, id: string) {
  const invoice = await findInvoice(db, tenantId, id);
  if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
  const credits = invoice.series === 'invoice' ? await listCreditNotes(db, tenantId, id) : [];
  const rows = await listLines(db, tenantId, [id, ...credits.map((c) => c.id)]);
  const lines = rows.filter((l) => l.invoiceId === id).map(toLine);
  const left = remainingByPosition(
    lines,
    rows
      .filter((l) => l.invoiceId !== id)
      .map((l) => ({ ...toLine(l), sourcePosition: l.creditedPosition ?? 0 })),
  );
  let againstInvoiceNumber: string | null = null;
  if (invoice.againstInvoiceId) {
    againstInvoiceNumber = (await findInvoice(db, tenantId, invoice.againstInvoiceId))?.number ?? null;
  }
  return toInvoiceDto(invoice, {
    againstInvoiceNumber,
    lines: lines.map((l) => ({ ...l, leftToCredit: left.get(l.position)?.quantity ?? 0 })),
    creditNotes: credits.map((c) => ({
      id: c.id,
      number: c.number,
      issuedAt: c.issuedAt.toISOString(),
      totalPaise: c.totalPaise,
      pdfUrl: `/api/v1/invoices/${c.id}.pdf`,
    })),
  });
}

/**
 * Tax invoices and credit notes (issue 28, decision 149): issue, list, read, credit, and the PDF. An
 * issued invoice is never changed: PUT, PATCH and DELETE answer 409 and point to a credit note.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOf = async (request: { tenant: { id: string }; requireAdmin(): Promise<string> }) =>
    findStaffMember(app.db, request.tenant.id, await request.requireAdmin());

  app.post(
    '/orders/:id/invoice',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Issue the tax invoice (or bill of supply) of a confirmed, paid enquiry; 409 if it already has one (staff, audited)',
        description:
          'Numbered per financial year (April–March, IST) without gaps; CGST+SGST when the place of supply ' +
          "(delivery state, or the shop's for pickup) is the shop's state, else IGST. buyerGstin (B2B) is optional.",
        params: Params,
        body: IssueInvoiceInputSchema,
        response: { 201: okSchema(InvoiceSchema), 422: errorSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const issued = await issueInvoice(
        app.db,
        tenantId,
        request.params.id,
        await staffOf(request),
        request.body,
      );
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        { id: request.params.id, orderNumber: issued.orderNumber },
        `${issued.orderNumber}: invoice ${issued.number} issued`,
      );
      // Built from what was written: at the Diwali peak many issues queue on the counter, so no read-back.
      return reply.status(201).send(
        ok(
          toInvoiceDto(issued.row, {
            lines: issued.lines.map((l) => ({ ...l, leftToCredit: l.quantity })),
            creditNotes: [],
          }),
        ),
      );
    },
  );

  app.get(
    '/admin/invoices',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Invoices and credit notes issued between from and to (IST days), newest first (staff)',
        querystring: z.object({
          from: dateBound('start'),
          to: dateBound('end'),
          q: z.string().trim().max(100).optional(),
        }),
        response: { 200: okSchema(z.array(InvoiceSchema)), ...staffErrors },
      },
    },
    async (request) => {
      const { from, to, q } = request.query;
      // dateBound's end is the day's last millisecond; the list wants an exclusive bound.
      const end = to ? new Date(to.getTime() + 1) : undefined;
      return ok(await listInvoices(app.db, request.tenant.id, { from, to: end, q: q || undefined }));
    },
  );

  app.get(
    '/admin/invoices/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'One invoice or credit note with its lines (and, for an invoice, its credit notes) (staff)',
        params: Params,
        response: { 200: okSchema(InvoiceSchema), ...staffErrors },
      },
    },
    async (request) => ok(await invoiceDetail(app.db, request.tenant.id, request.params.id)),
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Issue a credit note against an invoice: the lines and quantities given, or everything left (staff, audited)',
        params: Params,
        body: CreditNoteInputSchema,
        response: { 201: okSchema(InvoiceSchema), 422: errorSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const staff = await staffOf(request);
      const issued = await app.db.transaction(async (tx) => {
        const invoice = await findInvoice(tx, tenantId, request.params.id);
        if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
        return issueCreditNote(tx, tenantId, invoice, staff, request.body);
      });
      return reply.status(201).send(ok(await invoiceDetail(app.db, tenantId, issued.id)));
    },
  );

  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/invoices/:id',
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'An issued invoice never changes: always 409 (issue a credit note instead)',
        params: Params,
        response: staffErrors,
      },
      handler: async (request) => {
        const invoice = await findInvoice(app.db, request.tenant.id, request.params.id);
        if (!invoice) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
        throw new AppError('conflict', INVOICE_MESSAGES.immutable);
      },
    });
  }

  app.get(
    '/invoices/:id.pdf',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: "An invoice or credit note as an A4 PDF (the enquiry's shopper, or staff)",
        params: Params,
        response: {
          200: z.any().describe('The invoice (application/pdf)'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = await orderViewer(request);
      const tenantId = request.tenant.id;
      const invoice = await findInvoice(app.db, tenantId, request.params.id);
      // Another shopper's invoice is simply not found: nothing about it leaks.
      const order = invoice && (await findOrderRow(app.db, tenantId, { id: invoice.orderId }, viewer));
      if (!invoice || !order) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
      const lines = (await listLines(app.db, tenantId, [invoice.id])).map(toLine);
      const against = invoice.againstInvoiceId
        ? await findInvoice(app.db, tenantId, invoice.againstInvoiceId)
        : null;
      const pdf = await renderInvoicePdf(invoice, lines, {
        orderNumber: order.orderNumber,
        againstNumber: against?.number ?? null,
        againstDate: against?.issuedAt ?? null,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoice.number.replace(/\//g, '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
