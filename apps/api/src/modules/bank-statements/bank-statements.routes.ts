// Staff: import the shop's bank statement, see how payment proofs match it, verify what it confirms,
// and place credits nobody claimed (DESIGN.md "Staff API"; issue 16).
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATEMENT_LIMITS, STATEMENT_MESSAGES } from '@pataka/domain/bank-statement';
import { companySettings } from '../../db/schema/tenants.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { singleUploadedFile } from '../../lib/multipart-file.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { IdSchema } from '../orders/order-input.schemas.ts';
import { publishOrderEvent } from '../staff-orders/order-events.ts';
import { findStaffMember } from '../staff-orders/staff-member.ts';
import { requireOwner } from '../staff/staff-access.ts';
import { queueBankMatch } from './bank-match.job.ts';
import { announceVerified, verifyReceivedProofs } from './proof-verification.ts';
import { readStatement } from './read/read-statement.ts';
import { loadReconciliation } from './reconciliation.queries.ts';
import { importStatement, previewStatement } from './statement-import.service.ts';
import { attachCredit, listUnclaimedCredits } from './unclaimed-credits.service.ts';

const tags = ['staff: payments'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
/** Replies are typed in packages/domain/src/bank-statement.ts (the console reads them from there). */
const Any = z.any();

export const bankStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: STATEMENT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/payments/statements',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary:
          'Import a bank statement (.csv or .xlsx, multipart field "file", ≤ 10 MB): its UPI credits, unique by UTR. dryRun=true shows what was recognised without saving (staff)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
        response: { 200: okSchema(Any), ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
      const { bytes, fileName } = await singleUploadedFile(
        request,
        { missing: STATEMENT_MESSAGES.missingFile, tooLarge: STATEMENT_MESSAGES.tooLarge },
        'statement',
      );
      const parsed = await readStatement(bytes, fileName);
      if (request.query.dryRun === 'true')
        return ok(await previewStatement(app.db, tenantId, parsed, fileName));
      const { statement, preview } = await importStatement(app.db, tenantId, parsed, fileName, staff);
      if (statement) await queueBankMatch(app, tenantId);
      const message = STATEMENT_MESSAGES.imported(statement?.creditsAdded ?? 0, preview.creditsWithUtr);
      return ok({ statement, preview, message });
    },
  );

  app.get(
    '/payments/reconciliation',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Imported statements, waiting proofs by what the bank says, unclaimed credits (staff)',
        response: { 200: okSchema(Any), ...errors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return ok(await loadReconciliation(app.db, request.tenant.id));
    },
  );

  app.post(
    '/payments/verify-received',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary:
          'Verify the listed proofs that are still waiting and that the bank statement confirms (UTR and amount); others are skipped (staff)',
        body: z.object({ proofIds: z.array(IdSchema).min(1).max(1000) }),
        response: { 200: okSchema(z.object({ verified: z.number(), skipped: z.number() })), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
      const ids = [...new Set(request.body.proofIds)];
      const done = await app.db.transaction((tx) => verifyReceivedProofs(tx, tenantId, ids, staff));
      announceVerified(app, tenantId, done);
      return ok({ verified: done.length, skipped: ids.length - done.length });
    },
  );

  app.get(
    '/payments/unclaimed-credits',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'UPI credits in the statements that no payment proof claims, with likely enquiries (staff)',
        response: { 200: okSchema(Any), ...errors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return ok(await listUnclaimedCredits(app.db, request.tenant.id));
    },
  );

  app.post(
    '/payments/unclaimed-credits/:creditId/attach',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: "Record an unclaimed credit as an enquiry's payment, verified (staff)",
        params: z.object({ creditId: IdSchema }),
        body: z.object({ orderId: IdSchema }),
        response: {
          200: okSchema(z.object({ orderId: z.string(), orderNumber: z.string() })),
          ...errors,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const staff = await findStaffMember(app.db, tenantId, await request.requireAdmin());
      const { orderId } = request.body;
      const { orderNumber } = await attachCredit(app.db, tenantId, request.params.creditId, orderId, staff);
      await queueBankMatch(app, tenantId);
      publishOrderEvent(
        app,
        tenantId,
        'order.updated',
        { id: orderId, orderNumber },
        STATEMENT_MESSAGES.attached(orderNumber),
      );
      return ok({ orderId, orderNumber });
    },
  );

  app.put(
    '/payments/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        security,
        summary: 'Verify automatically when the statement shows the money (owners)',
        body: z.object({ autoVerify: z.boolean() }),
        response: { 200: okSchema(z.object({ autoVerify: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const owner = await requireOwner(request, app.db);
      const { autoVerify } = request.body;
      await app.db.transaction(async (tx) => {
        const where = eq(companySettings.tenantId, tenantId);
        const [before] = await tx
          .select({ autoVerify: companySettings.autoVerifyFromStatement })
          .from(companySettings)
          .where(where);
        await tx.update(companySettings).set({ autoVerifyFromStatement: autoVerify }).where(where);
        await recordAudit(tx, tenantId, owner, {
          action: 'settings.auto-verify',
          entityType: 'company_settings',
          entityId: tenantId,
          summary: `${STATEMENT_MESSAGES.autoVerifyLabel}: ${autoVerify ? 'on' : 'off'}`,
          before,
          after: { autoVerify },
        });
      });
      // Turned on: the proofs the statement already confirms are verified now.
      if (autoVerify) await queueBankMatch(app, tenantId);
      return ok({ autoVerify });
    },
  );
};
