import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { LowStockLevelSchema, STOCK_MOVEMENT_LABELS, StockAdjustSchema } from '@pataka/domain/stock';
import { products } from '../../db/schema/catalogue.ts';
import { ok, okSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { adminProductDto, AdminProductSchema, loadRefs } from '../catalogue-admin/admin-catalogue.dto.ts';
import { catalogueWrite } from '../catalogue-admin/catalogue-write.ts';
import { findProduct } from '../catalogue-admin/products-admin.service.ts';
import { IdParams, PageQuery, staffErrors } from '../shop-admin/shop-admin-common.ts';
import { requireStaffMember } from '../staff/staff-access.ts';
import { adjustStock, setLowStockLevel } from './stock-adjust.service.ts';
import { LEDGER_PAGE_LIMIT, listMovements } from './stock-ledger.ts';
import { protectRoutes } from '../../plugins/auth.ts';

const tags = ['staff: stock'];
const security = [{ bearer: [] }];

const MovementSchema = z.object({
  id: z.string(),
  kind: z.enum(Object.keys(STOCK_MOVEMENT_LABELS) as [keyof typeof STOCK_MOVEMENT_LABELS]),
  label: z.string(),
  reason: z.string().nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  onHandBefore: z.number().int().nullable(),
  onHandAfter: z.number().int().nullable(),
  reservedBefore: z.number().int(),
  reservedAfter: z.number().int(),
  by: z.string().nullable(),
  byEmail: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Counted stock for staff (decision 143): hand adjustments, the low-stock level, a product's ledger and
 * the low-stock count. Staff only, checked before the body is read (401 / 403 whatever was sent).
 */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app, 'staff');
  const productDto = async (tenantId: string, id: string) => {
    const row = await findProduct(app.db, tenantId, id);
    if (!row) throw notFound(MESSAGES.productNotFound);
    return adminProductDto(row, await loadRefs(app.db, tenantId));
  };

  app.post(
    '/admin/products/:id/stock',
    {
      schema: {
        tags,
        security,
        summary:
          'Adjust a product’s stock by hand: {mode:"set", onHand} or {mode:"add", quantity}, with a reason',
        description:
          'onHand null stops counting (refused while units are reserved). On hand never goes below reserved ' +
          '(409). Every change is a ledger entry and an audit entry; the storefront shows it on the next read.',
        params: IdParams,
        body: StockAdjustSchema,
        response: { 200: okSchema(AdminProductSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await catalogueWrite(app, request, ({ tx, tenantId, staff }) =>
        adjustStock(tx, tenantId, id, staff, request.body),
      );
      return ok(await productDto(request.tenant.id, id));
    },
  );

  app.put(
    '/admin/products/:id/low-stock-level',
    {
      schema: {
        tags,
        security,
        summary: 'Set the available count at or below which staff see “Low stock” (null = no alert)',
        params: IdParams,
        body: z.object({ lowStockLevel: LowStockLevelSchema }),
        response: { 200: okSchema(AdminProductSchema), ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await catalogueWrite(app, request, ({ tx, tenantId, staff }) =>
        setLowStockLevel(tx, tenantId, id, staff, request.body.lowStockLevel),
      );
      return ok(await productDto(request.tenant.id, id));
    },
  );

  app.get(
    '/admin/products/:id/stock-ledger',
    {
      schema: {
        tags,
        security,
        summary:
          'A product’s stock ledger, newest first: who, when, why, on hand and reserved before → after',
        params: IdParams,
        querystring: PageQuery.omit({ search: true }).extend({
          limit: PageQuery.shape.limit.default(LEDGER_PAGE_LIMIT),
        }),
        response: { 200: pagedSchema(MovementSchema), ...staffErrors },
      },
    },
    async (request) => {
      await requireStaffMember(request, app.db);
      const tenantId = request.tenant.id;
      const { page, limit } = request.query;
      if (!(await findProduct(app.db, tenantId, request.params.id))) throw notFound(MESSAGES.productNotFound);
      const { rows, total } = await listMovements(app.db, tenantId, request.params.id, page, limit);
      const data = rows.map((r) => ({
        id: r.id,
        kind: r.kind as keyof typeof STOCK_MOVEMENT_LABELS,
        label: STOCK_MOVEMENT_LABELS[r.kind as keyof typeof STOCK_MOVEMENT_LABELS] ?? r.kind,
        reason: r.reason,
        orderId: r.orderId,
        orderNumber: r.orderNumber,
        onHandBefore: r.onHandBefore,
        onHandAfter: r.onHandAfter,
        reservedBefore: r.reservedBefore,
        reservedAfter: r.reservedAfter,
        by: r.byName,
        byEmail: r.byEmail,
        createdAt: r.createdAt.toISOString(),
      }));
      return paged(data, total, page, limit);
    },
  );

  app.get(
    '/admin/stock/summary',
    {
      schema: {
        tags,
        security,
        summary: 'How many products are counted, low on stock (at or below their level) and sold out',
        response: {
          200: okSchema(
            z.object({ counted: z.number().int(), low: z.number().int(), soldOut: z.number().int() }),
          ),
          ...staffErrors,
        },
      },
    },
    async (request) => {
      await requireStaffMember(request, app.db);
      const available = sql`${products.stockQuantity} - ${products.stockReserved}`;
      const [row] = await app.db
        .select({
          counted: count(),
          low: sql<number>`count(*) filter (where ${available} <= ${products.lowStockLevel})::int`,
          soldOut: sql<number>`count(*) filter (where ${available} <= 0)::int`,
        })
        .from(products)
        .where(
          and(
            eq(products.tenantId, request.tenant.id),
            eq(products.status, 'active'),
            isNotNull(products.stockQuantity),
          ),
        );
      return ok({ counted: row?.counted ?? 0, low: row?.low ?? 0, soldOut: row?.soldOut ?? 0 });
    },
  );
};
