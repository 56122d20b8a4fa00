import { rateBp, TAX_SETTINGS_MESSAGES, taxSettingsProblem } from '@pataka/domain/invoice/settings';
import { requireOwner } from '../staff/staff-access.ts';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_EWAY_BILL_THRESHOLD_PAISE } from '@pataka/domain/dispatch';
import { toPaise, toRupees } from '@pataka/domain/money';
import { CompanyInputSchema, SHOP_ADMIN_MESSAGES, type CompanyInput } from '@pataka/domain/shop-admin';
import { companySettings, type PostalAddress, type ShippingSettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { shippingSettingsRupees } from '../company/company.dto.ts';
import type { StaffMember } from '../staff-orders/staff-member.ts';
import { CompanyPublicSchema } from '../company/company.schemas.ts';
import {
  announcePayeeChange,
  assertMayChangePayee,
  assertPayeeStepUp,
  PayeeChangeSchema,
  payeeChangesOf,
  payeeFieldsSent,
  recentPayeeChanges,
} from './payee-changes.ts';
import { changedFields, staffErrors, staffWrite } from './shop-admin-common.ts';

/** Company columns only an owner may change. */
const TAX_COLUMNS: string[] = [
  'gstRegistered',
  'taxState',
  'defaultHsn',
  'defaultGstRateBp',
  'pricesIncludeGst',
  'invoicePrefix',
  'invoiceFooter',
];
/** A change of any of these re-checks that the GSTIN belongs to the shop's state. */
const TAX_CHECKED = ['gstRegistered', 'taxState', 'taxId', 'address'];

export const COMPANY_NOT_FOUND = 'Company information not found';
export const COMPANY_AUDIT_ACTION = 'company.update';

const AddressOut = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string().optional(),
});

export const AdminCompanySchema = CompanyPublicSchema.extend({
  address: AddressOut.nullable(),
  billingAddress: AddressOut.nullable(),
  pan: z.string().nullable(),
  licenseValidUntil: z.string().nullable().describe('YYYY-MM-DD'),
  legalNotice: z.string().nullable().describe("The shop's own legal notice; null = the standard one"),
  paymentTiming: z.string(),
  timezone: z.string(),
  gstRegistered: z.boolean().describe('Registered: tax invoices; not: bills of supply (decision 149)'),
  taxState: z.string().nullable().describe("The shop's place of business; null = the address's state"),
  defaultHsn: z.string(),
  defaultGstRate: z.number().describe('Percent, e.g. 18'),
  pricesIncludeGst: z.boolean(),
  invoicePrefix: z.string().nullable(),
  invoiceFooter: z.string().nullable(),
  updatedAt: z.string(),
  shippingSettings: z.object({
    packingChargePercent: z.number(),
    minimumOrderAmount: z.number().describe('Rupees'),
    stateMinimums: z.record(z.string(), z.number()).describe('Lower-case state → rupees'),
    unservedStates: z.array(z.string()),
    unservedPincodes: z.array(z.string()),
    ewayBillThreshold: z.number().describe('Rupees: a dispatch of an enquiry above it needs an e-way bill'),
  }),
});

const {
  contentVersion: _version,
  tenantId: _tenant,
  messageTemplates: _templates,
  ...companyColumns
} = getTableColumns(companySettings);

async function readCompany(db: Db, tenantId: string) {
  const [row] = await db
    .select(companyColumns)
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}
type CompanyRow = Awaited<ReturnType<typeof readCompany>>;

function companyView(row: CompanyRow): z.infer<typeof AdminCompanySchema> {
  const social = row.socialMedia ?? {};
  const shipping = shippingSettingsRupees(row.shippingSettings);
  return {
    ...row,
    socialMedia: {
      facebook: social.facebook ?? null,
      instagram: social.instagram ?? null,
      twitter: social.twitter ?? null,
      youtube: social.youtube ?? null,
    },
    shippingSettings: {
      packingChargePercent: shipping.packingChargePercent,
      minimumOrderAmount: shipping.minimumOrderAmount,
      stateMinimums: shipping.stateMinimums ?? {},
      unservedStates: [...(shipping.unservedStates ?? [])],
      unservedPincodes: [...(shipping.unservedPincodes ?? [])],
      ewayBillThreshold: toRupees(
        row.shippingSettings.ewayBillThresholdPaise ?? DEFAULT_EWAY_BILL_THRESHOLD_PAISE,
      ),
    },
    defaultGstRate: row.defaultGstRateBp / 100,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const storedAddress = (a: CompanyInput['address']): PostalAddress | null =>
  a
    ? { street: a.street, city: a.city, state: a.state, zipCode: a.zipCode, country: a.country ?? 'India' }
    : null;

function mergeShipping(
  current: ShippingSettings,
  input: NonNullable<CompanyInput['shippingSettings']>,
): ShippingSettings {
  const next: ShippingSettings = { ...current };
  if (input.packingChargePercent !== undefined) next.packingChargePercent = input.packingChargePercent;
  if (input.minimumOrderAmount !== undefined) next.minimumOrderPaise = toPaise(input.minimumOrderAmount);
  if (input.stateMinimums !== undefined) {
    next.stateMinimumsPaise = Object.fromEntries(
      Object.entries(input.stateMinimums).map(([state, rupees]) => [state, toPaise(rupees)]),
    );
  }
  if (input.unservedStates !== undefined) next.unservedStates = input.unservedStates;
  if (input.unservedPincodes !== undefined) next.unservedPincodes = input.unservedPincodes;
  if (input.ewayBillThreshold !== undefined) next.ewayBillThresholdPaise = toPaise(input.ewayBillThreshold);
  return next;
}

type CompanyChange = Partial<typeof companySettings.$inferInsert>;

/** The stored columns a (partial) input changes; fields not sent are left alone. */
function changesFrom(input: CompanyInput, current: CompanyRow): CompanyChange {
  const set: CompanyChange = {};
  const simple = [
    'companyName',
    'tagline',
    'logo',
    'phone',
    'alternatePhone',
    'whatsappNumber',
    'email',
    'supportEmail',
    'businessHours',
    'taxId',
    'licenseNumber',
    'licenseValidUntil',
    'upiId',
    'upiPayeeName',
    'legalNotice',
    'howToOrderVideoUrl',
    'gstRegistered',
    'taxState',
    'defaultHsn',
    'pricesIncludeGst',
    'invoicePrefix',
    'invoiceFooter',
  ] as const;
  for (const key of simple) {
    if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
  }
  // The PAN is the spec's registrationNumber (§3): both columns carry it.
  if (input.pan !== undefined) {
    set.pan = input.pan;
    set.registrationNumber = input.pan;
  }
  if (input.defaultGstRate !== undefined) set.defaultGstRateBp = rateBp(input.defaultGstRate);
  if (input.invoicePrefix === '') set.invoicePrefix = null;
  if (input.invoiceFooter === '') set.invoiceFooter = null;
  if (input.address !== undefined) set.address = storedAddress(input.address);
  if (input.billingAddress !== undefined) set.billingAddress = storedAddress(input.billingAddress);
  if (input.socialMedia !== undefined) {
    const social = { ...current.socialMedia };
    for (const [network, url] of Object.entries(input.socialMedia)) {
      if (url === undefined) continue;
      if (url === null) delete social[network as keyof typeof social];
      else social[network as keyof typeof social] = url;
    }
    set.socialMedia = social;
  }
  if (input.shippingSettings !== undefined) {
    set.shippingSettings = mergeShipping(current.shippingSettings, input.shippingSettings);
  }
  return set;
}

export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff: shop'];

  app.get(
    '/admin/company',
    {
      schema: {
        tags,
        summary: "The shop's details, tax ids, UPI, legal notice and shipping rules (money in rupees; staff)",
        response: { 200: okSchema(AdminCompanySchema), ...staffErrors },
      },
    },
    async (request) => ok(companyView(await readCompany(app.db, request.tenant.id))),
  );

  app.put(
    '/admin/company',
    {
      schema: {
        tags,
        summary:
          'Change the shop details: send only what changes, null clears an optional field (staff, audited). ' +
          'The storefront shows the change on its next read.',
        description:
          'taxId is the GSTIN (checked with its check character); pan also fills registrationNumber. ' +
          'shippingSettings fields are merged one by one; stateMinimums and unservedStates take Indian state names. ' +
          'upiId and upiPayeeName decide where shoppers pay (decision 146): a staff member sending either gets 403 ' +
          "and nothing changes; an owner's real change needs POST /admin/auth/step-up within 5 minutes " +
          '(else 403 STEP_UP_REQUIRED) and is announced to every active owner (push, live event, webhook).',
        body: CompanyInputSchema,
        response: { 200: okSchema(AdminCompanySchema), ...staffErrors },
      },
    },
    async (request) => {
      const input = request.body;
      const payeeSent = payeeFieldsSent(input);
      if (payeeSent.length) await assertMayChangePayee(app, request);
      let payee: { auditId: string; changes: ReturnType<typeof payeeChangesOf>; actor: StaffMember } | null =
        null;
      const row = await staffWrite(app, request, async (tx, staff, tenantId) => {
        const current = await readCompany(tx, tenantId);
        const set = changesFrom(input, current);
        const taxId = set.taxId !== undefined ? set.taxId : current.taxId;
        const pan = set.pan !== undefined ? set.pan : current.pan;
        if (taxId && pan && taxId.slice(2, 12) !== pan) throw invalid(SHOP_ADMIN_MESSAGES.panMismatch);
        const merged = { ...current, ...set };
        const taxProblem = taxSettingsProblem({
          gstRegistered: merged.gstRegistered,
          gstin: merged.taxId,
          state: merged.taxState ?? merged.address?.state ?? null,
        });
        if (taxProblem && TAX_CHECKED.some((k) => k in set)) throw invalid(taxProblem.message);
        await tx
          .update(companySettings)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(companySettings.tenantId, tenantId));
        const before = Object.fromEntries(
          Object.keys(set).map((k) => [k, (current as Record<string, unknown>)[k] ?? null]),
        );
        const diff = changedFields(before, set as Record<string, unknown>);
        // Saving the shipping rules counts for the setup checklist even when the values stay the same.
        if (set.shippingSettings && !diff.keys.includes('shippingSettings')) {
          diff.keys.push('shippingSettings');
          diff.before.shippingSettings = current.shippingSettings;
          diff.after.shippingSettings = set.shippingSettings;
        }
        // The tax settings decide what every invoice tells the tax department: owners only (decision 149).
        // A registered shop's GSTIN is printed on its invoices: owners only too.
        const ownerKeys =
          merged.gstRegistered || current.gstRegistered ? [...TAX_COLUMNS, 'taxId'] : TAX_COLUMNS;
        if (diff.keys.some((k) => ownerKeys.includes(k))) {
          await requireOwner(request, tx, TAX_SETTINGS_MESSAGES.ownersOnly);
        }
        const changes = payeeChangesOf(diff);
        // Sending the same id again is no change; a real one asks for the step-up (rolls all of it back).
        if (changes.length) await assertPayeeStepUp(tx, request);
        const auditId = await recordAudit(tx, tenantId, staff, {
          action: COMPANY_AUDIT_ACTION,
          entityType: 'company',
          entityId: tenantId,
          summary: `Shop details: ${diff.keys.join(', ') || 'no change'}`,
          before: diff.before,
          after: diff.after,
        });
        if (changes.length) payee = { auditId, changes, actor: staff };
        return readCompany(tx, tenantId);
      });
      // staffWrite dropped the public caches: the storefront's QR and the PDFs already show the new id.
      if (payee) {
        const { auditId, changes, actor } = payee as NonNullable<typeof payee>;
        announcePayeeChange(app, request.tenant.id, auditId, changes, actor);
      }
      return ok(companyView(row));
    },
  );

  app.get(
    '/admin/payee-changes/recent',
    {
      schema: {
        tags,
        summary:
          'UPI id and payee-name changes of the last 24 hours, newest first, for the console banner (staff)',
        response: { 200: okSchema(z.array(PayeeChangeSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await recentPayeeChanges(app.db, request.tenant.id, COMPANY_AUDIT_ACTION)),
  );
};
