import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPaise } from '@pataka/domain/money';
import {
  CouponInputSchema,
  CouponUpdateSchema,
  couponDefaults,
  couponRuleProblem,
  type CouponValues,
} from '@pataka/domain/shop-admin';
import { coupons } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { ok, okSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { CouponSchema, toCouponDto } from '../coupons/coupon.dto.ts';
import { couponColumns } from '../coupons/coupon.queries.ts';
import {
  IdParams,
  PageQuery,
  changedFields,
  containsPattern,
  isUniqueViolation,
  staffErrors,
  staffWrite,
} from './shop-admin-common.ts';

export const COUPON_NOT_FOUND = 'Coupon not found';
export const couponCodeTaken = (code: string) => `A coupon with the code ${code} already exists`;

const AdminCouponSchema = CouponSchema.extend({
  perCustomerLimit: z.number().int().nullable(),
  isPublic: z.boolean(),
  firstTimeOnly: z.boolean(),
  usageCount: z.number().int().describe('Uses taken so far (an enquiry cancelled gives its use back)'),
  redemptions: z.number().int().describe('Enquiries that carry this coupon now'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type AdminCoupon = z.infer<typeof AdminCouponSchema>;

const adminColumns = {
  ...couponColumns,
  isPublic: coupons.isPublic,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
  redemptions:
    sql<number>`(select count(*) from coupon_redemptions r where r.tenant_id = ${coupons.tenantId} and r.coupon_id = ${coupons.id})`.mapWith(
      Number,
    ),
};

async function selectCoupons(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select(adminColumns)
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), coupons.code);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
type AdminCouponRow = Awaited<ReturnType<typeof selectCoupons>>[number];

function toAdminCoupon(row: AdminCouponRow): AdminCoupon {
  return {
    ...toCouponDto(row),
    perCustomerLimit: row.perCustomerLimit,
    isPublic: row.isPublic,
    firstTimeOnly: row.firstTimeOnly,
    usageCount: row.usageCount,
    redemptions: row.redemptions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The editable values of a stored coupon, in the input's terms (rupees, ISO dates). */
function valuesOf(c: AdminCoupon): CouponValues {
  return {
    code: c.code,
    description: c.description,
    descriptionTa: c.descriptionTa,
    discountType: c.discountType,
    discountValue: c.discountValue,
    minimumOrderAmount: c.minimumOrderAmount,
    maximumDiscount: c.maximumDiscount,
    validFrom: c.validFrom,
    validTo: c.validTo,
    usageLimit: c.usageLimit,
    perCustomerLimit: c.perCustomerLimit,
    isActive: c.isActive,
    isPublic: c.isPublic,
    firstTimeOnly: c.firstTimeOnly,
    applicableProducts: c.applicableProducts,
    applicableCategories: c.applicableCategories,
    customerTiers: c.customerTiers,
  };
}

function toColumns({ minimumOrderAmount, maximumDiscount, validFrom, validTo, ...rest }: CouponValues) {
  return {
    ...rest,
    minimumOrderPaise: minimumOrderAmount == null ? null : toPaise(minimumOrderAmount),
    maximumDiscountPaise: maximumDiscount == null ? null : toPaise(maximumDiscount),
    validFrom: validFrom ? new Date(validFrom) : null,
    validTo: validTo ? new Date(validTo) : null,
  };
}

async function findAdminCoupon(db: Db, tenantId: string, id: string) {
  const [row] = await selectCoupons(db, and(eq(coupons.tenantId, tenantId), eq(coupons.id, id)));
  if (!row) throw notFound(COUPON_NOT_FOUND);
  return toAdminCoupon(row);
}

/** Codes are unique per shop whatever their case (redemption matches them case-insensitively). */
async function assertCodeFree(db: Db, tenantId: string, code: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.tenantId, tenantId),
        sql`lower(${coupons.code}) = lower(${code})`,
        exceptId ? ne(coupons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError('conflict', couponCodeTaken(code));
}

async function withCodeConflict<T>(code: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', couponCodeTaken(code));
    throw err;
  }
}

const describe = (v: CouponValues) =>
  `${v.code}: ${v.discountType === 'percentage' ? `${v.discountValue}%` : `₹${v.discountValue}`} off${v.isActive ? '' : ' (inactive)'}`;

export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff: coupons'];

  app.get(
    '/admin/coupons',
    {
      schema: {
        tags,
        summary: "The shop's coupons, newest first, with their use so far; search by code (staff)",
        querystring: PageQuery,
        response: { 200: pagedSchema(AdminCouponSchema), ...staffErrors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { search, page, limit } = request.query;
      const where = and(
        eq(coupons.tenantId, tenantId),
        search ? sql`${coupons.code} ilike ${containsPattern(search)}` : undefined,
      );
      const [rows, [count]] = await Promise.all([
        selectCoupons(app.db, where, { limit, offset: (page - 1) * limit }),
        app.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(coupons)
          .where(where),
      ]);
      return paged(rows.map(toAdminCoupon), count?.n ?? 0, page, limit);
    },
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon (staff, audited); the code is stored in upper case and must be new',
        body: CouponInputSchema,
        response: { 201: okSchema(AdminCouponSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      const values = couponDefaults(request.body);
      const id = randomUUID();
      const created = await withCodeConflict(values.code, () =>
        staffWrite(app, request, async (tx, staff, tenantId) => {
          await assertCodeFree(tx, tenantId, values.code);
          await tx.insert(coupons).values({ tenantId, id, ...toColumns(values) });
          const coupon = await findAdminCoupon(tx, tenantId, id);
          await recordAudit(tx, tenantId, staff, {
            action: 'coupon.create',
            entityType: 'coupon',
            entityId: id,
            summary: `Coupon ${describe(values)}`,
            after: values,
          });
          return coupon;
        }),
      );
      reply.status(201);
      return ok(created);
    },
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Change a coupon: send only what changes (staff, audited)',
        params: IdParams,
        body: CouponUpdateSchema,
        response: { 200: okSchema(AdminCouponSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const code = request.body.code ?? '';
      const updated = await withCodeConflict(code, () =>
        staffWrite(app, request, async (tx, staff, tenantId) => {
          const before = valuesOf(await findAdminCoupon(tx, tenantId, id));
          const after: CouponValues = { ...before };
          for (const [key, value] of Object.entries(request.body)) {
            if (value !== undefined) (after as Record<string, unknown>)[key] = value;
          }
          const problem = couponRuleProblem(after);
          if (problem) throw invalid(problem.message);
          if (after.code !== before.code) await assertCodeFree(tx, tenantId, after.code, id);
          await tx
            .update(coupons)
            .set({ ...toColumns(after), updatedAt: new Date() })
            .where(and(eq(coupons.tenantId, tenantId), eq(coupons.id, id)));
          const diff = changedFields(before, after);
          await recordAudit(tx, tenantId, staff, {
            action: 'coupon.update',
            entityType: 'coupon',
            entityId: id,
            summary: `Coupon ${after.code}: ${diff.keys.join(', ') || 'no change'}`,
            before: diff.before,
            after: diff.after,
          });
          return findAdminCoupon(tx, tenantId, id);
        }),
      );
      return ok(updated);
    },
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary:
          'Switch a coupon off (staff, audited): it stays on the enquiries that used it, so it is not deleted',
        params: IdParams,
        response: { 200: okSchema(AdminCouponSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const coupon = await staffWrite(app, request, async (tx, staff, tenantId) => {
        const before = await findAdminCoupon(tx, tenantId, id);
        await tx
          .update(coupons)
          .set({ isActive: false, updatedAt: new Date() })
          .where(and(eq(coupons.tenantId, tenantId), eq(coupons.id, id)));
        await recordAudit(tx, tenantId, staff, {
          action: 'coupon.deactivate',
          entityType: 'coupon',
          entityId: id,
          summary: `Coupon ${before.code} switched off`,
          before: { isActive: before.isActive },
          after: { isActive: false },
        });
        return findAdminCoupon(tx, tenantId, id);
      });
      return ok(coupon);
    },
  );
};
