import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SETUP_CHECKLIST_KEYS, type SetupChecklistItem } from '@pataka/domain/shop-admin';
import { categories, products } from '../../db/schema/catalogue.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { companySettings, type ShippingSettings } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { COMPANY_AUDIT_ACTION } from './company-admin.ts';
import { staffErrors } from './shop-admin-common.ts';

const ChecklistSchema = z.object({
  items: z.array(
    z.object({ key: z.enum(SETUP_CHECKLIST_KEYS), done: z.boolean(), label: z.string(), href: z.string() }),
  ),
  complete: z.boolean(),
});

/** Rules that differ from a new shop's empty defaults (packing 0 %, no minimum, serves everywhere). */
const hasShippingRules = (s: ShippingSettings | undefined) =>
  !!s &&
  (s.packingChargePercent > 0 ||
    s.minimumOrderPaise > 0 ||
    Object.keys(s.stateMinimumsPaise ?? {}).length > 0 ||
    (s.unservedStates?.length ?? 0) > 0 ||
    (s.unservedPincodes?.length ?? 0) > 0);

const exists = async (db: Db, query: Promise<unknown[]>) => (await query).length > 0;

/**
 * What a new shop still has to do before it can take enquiries, computed from its data:
 * - company: shop name, phone and address filled;
 * - upi: a UPI id set (the payment QR is built from it);
 * - category / product: at least one active category / product;
 * - shipping: the shipping rules were saved at least once — either they differ from the empty defaults
 *   (packing > 0, a minimum order, state minimums or unserved areas), or staff saved shippingSettings
 *   through PUT /admin/company (an audit entry carrying shippingSettings), which covers a shop that
 *   really charges no packing and has no minimum.
 */
export async function setupChecklist(db: Db, tenantId: string) {
  const [company] = await db
    .select({
      companyName: companySettings.companyName,
      phone: companySettings.phone,
      address: companySettings.address,
      upiId: companySettings.upiId,
      shippingSettings: companySettings.shippingSettings,
    })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  const [hasCategory, hasProduct, shippingSaved] = await Promise.all([
    exists(
      db,
      db
        .select({ one: sql`1` })
        .from(categories)
        .where(and(eq(categories.tenantId, tenantId), eq(categories.isActive, true)))
        .limit(1),
    ),
    exists(
      db,
      db
        .select({ one: sql`1` })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.status, 'active')))
        .limit(1),
    ),
    exists(
      db,
      db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.tenantId, tenantId),
            eq(auditLog.action, COMPANY_AUDIT_ACTION),
            sql`${auditLog.after} -> 'shippingSettings' is not null`,
          ),
        )
        .limit(1),
    ),
  ]);
  const items: SetupChecklistItem[] = [
    {
      key: 'company',
      done: !!(company?.companyName.trim() && company.phone && company.address?.street),
      label: 'Add your shop name, phone number and address',
      href: '/shop',
    },
    { key: 'upi', done: !!company?.upiId, label: 'Set the UPI ID shoppers pay to', href: '/shop#upi' },
    { key: 'category', done: hasCategory, label: 'Create a category', href: '/categories' },
    { key: 'product', done: hasProduct, label: 'Add your first product', href: '/products/new' },
    {
      key: 'shipping',
      done: shippingSaved || hasShippingRules(company?.shippingSettings),
      label: 'Set packing charge and minimum order',
      href: '/shop#shipping',
    },
  ];
  return { items, complete: items.every((i) => i.done) };
}

export const setupChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/setup-checklist',
    {
      schema: {
        tags: ['staff: shop'],
        summary: "A new shop's remaining setup steps, computed from its data (staff)",
        response: { 200: okSchema(ChecklistSchema), ...staffErrors },
      },
    },
    async (request) => ok(await setupChecklist(app.db, request.tenant.id)),
  );
};
